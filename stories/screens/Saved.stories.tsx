// Renders SavedScreen (src/screens/SavedScreen.tsx) through the real routes, with saved products seeded.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneOnly } from '../../.storybook/modes';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectDrawerSays, screenAt, darkScreen, expectDarkApplied } from '../support/screenStory';

type Canvas = ReturnType<typeof within>;

// 42: Pomegranate Full-Spectrum Gummies, 4: Gelato Pre-Roll Pack, 12: Lifter Hemp Flower.
const threeSaved = [42, 4, 12];

const meta = {
  title: 'Screens/Saved',
  ...screenAt({ path: '/saved', saved: threeSaved }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

import { wait } from '../support/timing';

async function openSaved(canvas: Canvas) {
  await canvas.findByRole('heading', { level: 1, name: 'Saved Products' }, wait);
  return within(await canvas.findByRole('list', { name: 'Saved products' }, wait));
}

const savedLink = (canvas: Canvas) =>
  within(canvas.getByRole('banner')).getByRole('link', { name: /^Saved,/ });

export const Empty: Story = {
  parameters: { screen: { path: '/saved', saved: [] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'No Saved Products Yet' }, wait);
    await expect(savedLink(canvas)).toHaveAccessibleName('Saved, none');
    await expect(canvas.queryByRole('button', { name: 'Clear saved' })).not.toBeInTheDocument();
    // The way on is the shop.
    await userEvent.click(canvas.getByRole('link', { name: 'Browse the Shop' }));
    await canvas.findByRole('heading', { level: 1, name: 'All Products' }, wait);
  },
};

export const Full: Story = {
  play: async ({ canvas }) => {
    const list = await openSaved(canvas);
    // Newest first, as saved.
    const headings = list.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual([
      'Pomegranate Full-Spectrum Gummies',
      'Gelato Pre-Roll Pack',
      'Lifter Hemp Flower',
    ]);
    // The count is a polite status, so removing a card is heard.
    await expect(canvas.getByText('3 saved products')).toHaveAttribute('role', 'status');
    await expect(savedLink(canvas)).toHaveAccessibleName('Saved, 3 products');
    for (const save of list.getAllByRole('button', { name: /^Save / }))
      await expect(save).toHaveAttribute('aria-pressed', 'true');

    // Add to Cart works as on the shop: the visit's first add opens the cart drawer.
    const gelato = within(list.getByRole('article', { name: 'Gelato Pre-Roll Pack' }));
    await userEvent.click(gelato.getByRole('button', { name: 'Add to Cart' }));
    await expectDrawerSays('Gelato Pre-Roll Pack has been added to your cart.');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('banner')).getByRole('link', { name: /^Cart,/ }),
      ).toHaveAccessibleName('Cart, 1 item'),
    );
  },
};

export const UnsaveOne: Story = {
  play: async ({ canvas }) => {
    const list = await openSaved(canvas);
    await userEvent.click(list.getByRole('button', { name: 'Save Gelato Pre-Roll Pack' }));
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(2));
    await expect(list.queryByRole('article', { name: 'Gelato Pre-Roll Pack' })).toBeNull();
    await expect(savedLink(canvas)).toHaveAccessibleName('Saved, 2 products');
    // The pressed button went with its card: focus is on the heading, not lost.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Saved Products' })).toHaveFocus(),
    );
    await expect(JSON.parse(localStorage.getItem('saved-products') ?? 'null')).toEqual([42, 12]);
  },
};

export const ClearSaved: Story = {
  play: async ({ canvas }) => {
    await openSaved(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear saved' }));
    const empty = await canvas.findByRole(
      'heading',
      { level: 1, name: 'No Saved Products Yet' },
      wait,
    );
    await waitFor(() => expect(empty).toHaveFocus());
    await expect(savedLink(canvas)).toHaveAccessibleName('Saved, none');
    await expect(localStorage.getItem('saved-products')).toBe('[]');
  },
};

export const TamperedStorage: Story = {
  // Unknown ids, repeats, text and junk: only the catalogue's products show, each once.
  parameters: { screen: { path: '/saved', saved: '[12,"12",999,"x",null,{"id":4},12,"42"]' } },
  play: async ({ canvas }) => {
    const list = await openSaved(canvas);
    await expect(list.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Lifter Hemp Flower',
      'Pomegranate Full-Spectrum Gummies',
    ]);
    // Storage is cleaned too.
    await waitFor(() => expect(localStorage.getItem('saved-products')).toBe('[12,42]'));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: phoneOnly },
  play: async ({ canvas }) => {
    const list = await openSaved(canvas);
    const link = savedLink(canvas);
    await expect(link).toBeVisible();
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const clear = canvas.getByRole('button', { name: 'Clear saved' });
    await expect(clear.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(list.getAllByRole('article')).toHaveLength(3);
  },
};

export const Dark: Story = {
  ...darkScreen,
  play: async ({ canvas }) => {
    await openSaved(canvas);
    await expectDarkApplied();
  },
};
