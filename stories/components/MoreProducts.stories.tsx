import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MoreProducts } from '../../src/components/MoreProducts';

const onShowMore = fn();

const meta = {
  title: 'Components/Controls/MoreProducts',
  component: MoreProducts,
  tags: ['!autodocs', 'beta'],
  args: { shown: 48, total: 4800, next: 48, to: '/shop?page=2', onShowMore },
  beforeEach: () => {
    onShowMore.mockClear();
  },
} satisfies Meta<typeof MoreProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

const link = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  canvas.getByRole('link', { name: /^Show \d+ more products?$/ });

/** The shop's first page of a large catalogue. */
export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'More products' })).toBeVisible();
    await expect(canvas.getByText('Showing 48 of 4,800 products')).toBeVisible();
    // A real link: before the app runs, and in a new tab, it opens the next page.
    await expect(link(canvas)).toHaveAccessibleName('Show 48 more products');
    await expect(link(canvas)).toHaveAttribute('href', '/shop?page=2');
    await userEvent.click(link(canvas));
    await expect(onShowMore).toHaveBeenCalledTimes(1);
  },
};

/** From the keyboard: Enter on the link, as on any link. Drawn as FirstPage. */
export const ByKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(link(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onShowMore).toHaveBeenCalledTimes(1);
  },
};

/** The last page is short: the link says how many are left. */
export const LastFew: Story = {
  args: { shown: 96, total: 97, next: 1, to: '/shop?category=flower&page=3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 96 of 97 products')).toBeVisible();
    await expect(link(canvas)).toHaveAccessibleName('Show 1 more product');
  },
};

/** Every product shown: it draws nothing. */
export const AllShown: Story = {
  tags: ['no-visual'],
  args: { shown: 48, total: 48, next: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav')).toBeNull();
    await expect(canvasElement.querySelector('a')).toBeNull();
  },
};
