import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Hero } from '../../src/components/Hero';

const meta = {
  title: 'Components/Blocks/Hero',
  component: Hero,
  tags: ['!autodocs', 'stable'],
  args: { onShopStrains: fn() },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Premium Hemp, Elevated' }),
    ).toBeVisible();
    await expect(canvas.getByText('Lab tested · Adults 21+')).toBeVisible();
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Shop Strains' }));
    await expect(args.onShopStrains).toHaveBeenCalledTimes(1);
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
