import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { EmptyState } from '../../src/components/EmptyState';

const onShop = fn();

const meta = {
  title: 'Components/Blocks/EmptyState',
  component: EmptyState,
  tags: ['!autodocs', 'stable'],
  args: {
    title: 'Your Cart is Empty',
    description: 'Discover our premium cannabis collection',
    icon: 'cart',
    action: <Button onClick={onShop}>Shop Strains</Button>,
  },
  beforeEach: () => {
    onShop.mockClear();
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Your Cart is Empty' }),
    ).toBeVisible();
    await expect(canvas.getByText('Discover our premium cannabis collection')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Shop Strains' }));
    await expect(onShop).toHaveBeenCalledTimes(1);
  },
};

export const WithoutActionOrIcon: Story = {
  args: {
    action: undefined,
    icon: undefined,
    title: 'No posts yet',
    description: 'Check back soon.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

export const PageHeading: Story = {
  args: { headingLevel: 1 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your Cart is Empty' }),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'Nothing matches “indica-dominant live-resin disposable with mango terpenes”',
    description:
      'Try a shorter search, or clear the category filter to see all 48 products in the catalogue again.',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  },
};
