import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CallToAction } from '../../src/components/CallToAction';

const meta = {
  title: 'Components/Blocks/CallToAction',
  component: CallToAction,
  tags: ['!autodocs', 'stable'],
  args: { onShopStrains: fn() },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Ready to Elevate?' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Shop Strains' }));
    await expect(args.onShopStrains).toHaveBeenCalledTimes(1);
  },
};

export const HeadingLevel3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Ready to Elevate?' }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Shop Strains' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Shop Strains' }));
    await expect(args.onShopStrains).toHaveBeenCalledOnce();
  },
};
