// Renders RecentlyViewedSlot (src/screens/RecentlyViewedSlot.tsx): the row's lazy chunk, wired
// to localStorage["recently-viewed"] as the shop and the product page place it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RecentlyViewedSlot } from '../../src/screens/RecentlyViewedSlot';
import { ToastProvider } from '../../src/shell/toasts';

const KEY = 'recently-viewed';
import { wait } from '../support/timing';

const meta = {
  title: 'Screens/RecentlyViewedSlot',
  component: RecentlyViewedSlot,
  // Its Clear button says so in a toast, as in the app's layout.
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  beforeEach: () => {
    localStorage.setItem(KEY, JSON.stringify([9, 42, 4]));
    return () => localStorage.removeItem(KEY);
  },
} satisfies Meta<typeof RecentlyViewedSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the shop: every product viewed, newest first. */
export const OnTheShop: Story = {
  play: async ({ canvas }) => {
    const row = within(await canvas.findByRole('region', { name: 'Recently viewed' }, wait));
    await expect(row.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Super Glue Hemp Flower',
      'Pomegranate Full-Spectrum Gummies',
      'Gelato Pre-Roll Pack',
    ]);
  },
};

/** On a product page: the product on screen is left out of the row and recorded first. */
export const OnAProductPage: Story = {
  args: { current: 4 },
  play: async ({ canvas }) => {
    const row = within(await canvas.findByRole('region', { name: 'Recently viewed' }, wait));
    await expect(row.queryByRole('link', { name: 'Gelato Pre-Roll Pack' })).toBeNull();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual([4, 9, 42]),
    );
  },
};

/** Nothing viewed yet: the slot draws nothing (no picture: there is nothing to see). */
export const NothingViewed: Story = {
  tags: ['no-visual'],
  beforeEach: () => {
    localStorage.setItem(KEY, '[]');
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('section')).toBeNull());
    await expect(canvasElement.textContent).toBe('');
  },
};
