// Renders CartScreen (src/screens/CartScreen.tsx) through the real routes, at the URL each story sets.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneOnly } from '../../.storybook/modes';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleCart, screenAt, darkScreen, expectDarkApplied } from '../support/screenStory';

type Canvas = ReturnType<typeof within>;

const meta = {
  title: 'Screens/Cart',
  ...screenAt({ path: '/cart', cart: sampleCart }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

import { wait } from '../support/timing';

async function openCart(canvas: Canvas) {
  await canvas.findByRole('heading', { level: 1, name: 'Your Cart' }, wait);
  return within(canvas.getByRole('list', { name: 'Items in your cart' }));
}

/** The Order Summary's amounts, by their row label. */
function summaryAmount(canvas: Canvas, label: string | RegExp): string {
  const summary = within(canvas.getByRole('region', { name: 'Order Summary' }));
  const term = summary.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

async function expectTotals(
  canvas: Canvas,
  { subtotal, shipping, total }: { subtotal: string; shipping: string; total: string },
) {
  await waitFor(() => expect(summaryAmount(canvas, 'Subtotal')).toBe(subtotal));
  await expect(summaryAmount(canvas, 'Flat Rate Shipping – All U.S. orders')).toBe(shipping);
  await expect(summaryAmount(canvas, 'Total')).toBe(total);
}

/** One line, found by its name and size badge (Gelato comes as a strain and as a pre-roll pack). */
function line(lines: Canvas, name: string, size?: string) {
  const candidates = lines.getAllByRole('article', { name });
  const found = candidates.find((article: HTMLElement) =>
    size === undefined ? true : within(article).queryByText(size) !== null,
  );
  if (!found) throw new Error(`No cart line ${name} ${size ?? ''}`);
  return within(found);
}

export const Empty: Story = {
  parameters: { screen: { path: '/cart', cart: [] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Your Cart is Empty' }, wait);
    await expect(canvas.getByText('Discover our premium cannabis collection')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Order Summary' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/won't let us save your cart/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Shop Strains' }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Signature Strains' }, wait),
    ).toBeVisible();
  },
};

export const Full: Story = {
  play: async ({ canvas }) => {
    const lines = await openCart(canvas);
    await expect(lines.getAllByRole('article')).toHaveLength(3);
    await expect(document.title).toBe('Your Cart · Silk Road');

    const superGlue = line(lines, 'Super Glue', '1/8 oz (3.5g)');
    await expect(superGlue.getByText('$24.99', { selector: 'span' })).toBeVisible();
    await expect(superGlue.getByText('$49.98', { selector: 'p' })).toBeVisible();
    await expect(
      line(lines, 'Gelato', '1 oz (28g)').getByText('$175.00', { selector: 'p' }),
    ).toBeVisible();
    // The 8 pack is priced for its size (the 4 pack is $39.99).
    const pack = line(lines, 'Gelato Pre-Roll Pack', '8 pack');
    await expect(pack.getByText('$71.99', { selector: 'span' })).toBeVisible();
    await expect(pack.getByText('$71.99', { selector: 'p' })).toBeVisible();

    await expectTotals(canvas, { subtotal: '$296.97', shipping: '$10.00', total: '$306.97' });
    await expect(canvas.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
    // Storage works here, so no warning is shown.
    await expect(canvas.queryByText(/won't let us save your cart/)).not.toBeInTheDocument();
  },
};

export const ChangeQuantities: Story = {
  play: async ({ canvas, step }) => {
    const lines = await openCart(canvas);

    await step('plus raises a line and the totals', async () => {
      await userEvent.click(
        line(lines, 'Super Glue').getByRole('button', { name: 'Increase quantity of Super Glue' }),
      );
      await expect(line(lines, 'Super Glue').getByText('$74.97', { selector: 'p' })).toBeVisible();
      await expectTotals(canvas, { subtotal: '$321.96', shipping: '$10.00', total: '$331.96' });
      await expect(canvas.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
    });

    await step('minus at 1 removes the line', async () => {
      await userEvent.click(
        line(lines, 'Gelato', '1 oz (28g)').getByRole('button', {
          name: 'Decrease quantity of Gelato',
        }),
      );
      await waitFor(() => expect(lines.getAllByRole('article')).toHaveLength(2));
      await expectTotals(canvas, { subtotal: '$146.96', shipping: '$10.00', total: '$156.96' });
      // The pressed button is gone: focus goes to the page heading, not the void.
      await expect(canvas.getByRole('heading', { level: 1, name: 'Your Cart' })).toHaveFocus();
    });

    await step('remove deletes a line', async () => {
      await userEvent.click(
        line(lines, 'Gelato Pre-Roll Pack').getByRole('button', {
          name: 'Remove Gelato Pre-Roll Pack',
        }),
      );
      await waitFor(() => expect(lines.getAllByRole('article')).toHaveLength(1));
      // What went is said (the toasts are a live region) and shown.
      const notices = canvas.getByRole('region', { name: 'Notifications' });
      await expect(notices).toHaveTextContent('Removed from cart');
      await expect(notices).toHaveTextContent('Gelato Pre-Roll Pack');
      await expectTotals(canvas, { subtotal: '$74.97', shipping: '$10.00', total: '$84.97' });
      await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    });

    await step('removing the last line shows the empty cart', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove Super Glue' }));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Your Cart is Empty' }),
      ).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
      // Stored a moment after it shows (under the cart's Web Lock).
      await waitFor(() => expect(localStorage.getItem('cart')).toBe('[]'));
    });
  },
};

export const TamperedPrice: Story = {
  parameters: {
    screen: {
      path: '/cart',
      // A visitor edited storage: a price of 1 cent, a new name, a product that does not exist.
      cart: [
        { id: 'super-glue', size: '3.5g', quantity: 2, price: 1, name: 'Free Glue' },
        { id: 999, size: 'Standard', quantity: 1, price: 1 },
        { id: 4, size: '3 pack', quantity: 1 },
      ],
    },
  },
  play: async ({ canvas }) => {
    const lines = await openCart(canvas);
    await expect(lines.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.queryByText('Free Glue')).not.toBeInTheDocument();
    const superGlue = line(lines, 'Super Glue');
    await expect(superGlue.getByText('$24.99', { selector: 'span' })).toBeVisible();
    await expectTotals(canvas, { subtotal: '$49.98', shipping: '$10.00', total: '$59.98' });
  },
};

export const InvalidJson: Story = {
  parameters: { screen: { path: '/cart', cart: '[{"id":"gelato","size":"28g",' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Your Cart is Empty' }, wait);
    await expect(canvas.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: phoneOnly },
  play: async ({ canvas }) => {
    const lines = await openCart(canvas);
    const first = lines.getAllByRole('article')[0] as HTMLElement;
    const summary = canvas.getByRole('region', { name: 'Order Summary' });
    // Stacked: the lines, then the summary below them.
    await expect(summary.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom,
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Proceed to Checkout' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Checkout' }, wait),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  ...darkScreen,
  play: async ({ canvas }) => {
    await openCart(canvas);
    await expectDarkApplied();
    await expectTotals(canvas, { subtotal: '$296.97', shipping: '$10.00', total: '$306.97' });
  },
};

// The real method, kept before any story replaces it.
const realSetItem = Storage.prototype.setItem;

/**
 * Storage that refuses writes (private mode, full quota). Kept last in the file: the storage
 * library keeps its in-memory copy until a write succeeds, which the story makes at the end.
 */
export const StorageBlocked: Story = {
  beforeEach: () => {
    Storage.prototype.setItem = function refuse() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    return () => {
      Storage.prototype.setItem = realSetItem;
    };
  },
  play: async ({ canvas }) => {
    const lines = await openCart(canvas);
    await userEvent.click(
      line(lines, 'Super Glue').getByRole('button', { name: 'Increase quantity of Super Glue' }),
    );
    // The change still works, in memory, and the page says it will not last.
    await expect(line(lines, 'Super Glue').getByText('$74.97', { selector: 'p' })).toBeVisible();
    const note = await canvas.findByText(/won't let us save your cart/);
    await expect(note).toHaveAttribute('role', 'status');
    await expect(note).toHaveTextContent('it will be lost when you close this page');
    await expect(localStorage.getItem('cart')).toContain('"quantity":2');

    // Storage works again: the next change is saved and the note goes.
    Storage.prototype.setItem = realSetItem;
    await userEvent.click(
      line(lines, 'Super Glue').getByRole('button', { name: 'Decrease quantity of Super Glue' }),
    );
    await waitFor(() =>
      expect(canvas.queryByText(/won't let us save your cart/)).not.toBeInTheDocument(),
    );
    await expect(line(lines, 'Super Glue').getByText('$49.98', { selector: 'p' })).toBeVisible();
  },
};
