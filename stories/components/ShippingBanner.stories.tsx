import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShippingBanner } from '../../src/components/ShippingBanner';
import { shippingText } from '../../src/lib/shipping';

const meta = {
  title: 'Components/Blocks/ShippingBanner',
  component: ShippingBanner,
  tags: ['!autodocs', 'stable'],
} satisfies Meta<typeof ShippingBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(shippingText.banner)).toBeVisible();
    // docs/behaviour.md "Shipping": the old 'Free Shipping on Orders Over $150' claim is gone.
    await expect(canvas.queryByText(/free/i)).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(shippingText.banner)).toBeVisible();
  },
};
