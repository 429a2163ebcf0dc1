import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { findListing } from '../../src/catalogue/listings';
import type { ProductListing } from '../../src/catalogue/types';
import { RecentlyViewed } from '../../src/components/RecentlyViewed';

function listing(id: number): ProductListing {
  const found = findListing(id);
  if (!found) throw new Error(`No product ${id}`);
  return found;
}

const meta = {
  title: 'Components/Cards/RecentlyViewed',
  component: RecentlyViewed,
  tags: ['!autodocs', 'stable'],
  // Newest first: 9 Super Glue Hemp Flower, 42 Pomegranate gummies, 12 Lifter (on sale), 1, 33, 20.
  args: { products: [9, 42, 12, 1, 33, 20].map(listing), onClear: fn() },
  argTypes: { products: { control: false }, onClear: { control: false } },
} satisfies Meta<typeof RecentlyViewed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {
  play: async ({ canvas, args }) => {
    const row = canvas.getByRole('region', { name: 'Recently viewed' });
    await expect(row).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/product/9',
      '/product/42',
      '/product/12',
      '/product/1',
      '/product/33',
      '/product/20',
    ]);
    await expect(canvas.getByRole('link', { name: 'Lifter Hemp Flower' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear recently viewed' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const One: Story = {
  args: { products: [listing(4)] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Gelato Pre-Roll Pack' })).toHaveAttribute(
      'href',
      '/product/4',
    );
    await expect(canvas.getByText('$39.99')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { products: [] },
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    // Nothing to show: no heading, no Clear button.
    await expect(canvas.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongNames: Story = {
  args: {
    products: [42, 22, 16].map((id) => ({
      ...listing(id),
      name: `${listing(id).name}, Extra-Strength Nano-Emulsified Family Size Edition`,
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('link', { name: /Family Size Edition$/ })).toHaveLength(3);
    // Long names wrap inside their tile: no tile is wider than the others.
    const tiles = Array.from(canvasElement.querySelectorAll('li'));
    const widths = new Set(tiles.map((tile) => Math.round(tile.getBoundingClientRect().width)));
    await expect(widths.size).toBe(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const clear = canvas.getByRole('button', { name: 'Clear recently viewed' });
    await expect(clear.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // The row scrolls sideways inside itself; the page does not.
    const row = canvasElement.querySelector('ul');
    await expect(row?.scrollWidth).toBeGreaterThan(row?.clientWidth ?? 0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The last tile is reached from the keyboard, scrolled into view.
    const last = canvas.getByRole('link', { name: 'Lemon Haze Shatter' });
    last.focus();
    await expect(last).toHaveFocus();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
