// Renders OrderConfirmationScreen (src/screens/OrderConfirmationScreen.tsx) through the real routes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkOnly, phoneOnly } from '../../.storybook/modes';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cartTotals } from '../../src/cart/cart';
import { itemInfo } from '../../src/catalogue/pricing';
// The listings the lines are priced from: a page that shows an order has loaded them, and so does
// this file (src/catalogue/listingsIndex.ts).
import '../../src/catalogue/listings';
import type { CartLine, ItemId } from '../../src/catalogue/types';
import { PLACED_ORDER_KEY, type PlacedOrder, type ShipTo } from '../../src/lib/placedOrder';
import { screenAt } from '../support/screenStory';

import { wait } from '../support/timing';
const MESSAGE = 'Order placed successfully! (This is a demo)';

/** A line as checkout hands it over: name, price and artwork from the catalogue. */
function line(id: ItemId, size: string, quantity: number): CartLine {
  const info = itemInfo(id, size);
  if (!info) throw new Error(`No ${String(id)} in ${size}`);
  return { id, size, quantity, ...info };
}

function order(lines: CartLine[], shipTo: ShipTo = { city: 'Denver', state: 'CO' }): PlacedOrder {
  const { subtotal, shipping, total } = cartTotals(lines);
  return { orderNumber: 'ORDER-3F9A1C20', lines, subtotal, shipping, total, shipTo };
}

/** Keeps an order (or any text) where checkout's hand-over leaves it, before the story renders. */
const stored = (value: PlacedOrder | string) => () => {
  sessionStorage.setItem(
    PLACED_ORDER_KEY,
    typeof value === 'string' ? value : JSON.stringify(value),
  );
};

const oneLine = order([line('gelato', '3.5g', 2)]);
const manyLines = order(
  [
    line('super-glue', '3.5g', 2),
    line('gelato', '28g', 1),
    line(4, '8 pack', 1),
    line(42, '50ct', 3),
    line(29, '1g', 2),
    line('gary-payton', '3.5g', 1),
  ],
  { city: 'Sacramento', state: 'CA' },
);
// The catalogue's longest names, and a long city.
const longNames = order(
  [line(42, '10ct', 1), line(40, 'Standard', 2), line(29, '.5g', 1), line(7, 'Standard', 4)],
  { city: 'Rancho Santa Margarita', state: 'DC' },
);

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The value next to a label in the order's details or the summary's totals. */
function valueOf(canvas: Canvas, label: string): string | null | undefined {
  return canvas.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** Waits for the confirmation and returns its list of items. */
async function openConfirmation(canvas: Canvas) {
  await canvas.findByRole('heading', { level: 1, name: MESSAGE }, wait);
  return within(canvas.getByRole('list', { name: 'Items' }));
}

const meta = {
  title: 'Screens/OrderConfirmation',
  ...screenAt({ path: '/order-confirmation', cart: [] }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneLine: Story = {
  beforeEach: stored(oneLine),
  play: async ({ canvas }) => {
    const items = await openConfirmation(canvas);
    await expect(document.title).toBe('Order Confirmation · Silk Road');
    await expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    await expect(canvas.getByText('No order was sent and nothing was charged.')).toBeVisible();
    await expect(valueOf(canvas, 'Demo order number')).toBe('ORDER-3F9A1C20');
    await expect(valueOf(canvas, 'Ships to')).toBe('Denver, Colorado');
    await expect(items.getAllByRole('listitem')).toHaveLength(1);
    await expect(items.getByText('Gelato')).toBeVisible();
    await expect(items.getByText('1/8 oz (3.5g) × 2')).toBeVisible();
    await expect(items.getByText('$49.98')).toBeVisible();
    await expect(valueOf(canvas, 'Total')).toBe('$59.98');
    // Stored, so nothing says it will be lost.
    await expect(canvas.queryByText(/won't let us keep/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  },
};

export const ManyLines: Story = {
  beforeEach: stored(manyLines),
  play: async ({ canvas }) => {
    const items = await openConfirmation(canvas);
    await expect(items.getAllByRole('listitem')).toHaveLength(6);
    await expect(items.getByText('Pomegranate Full-Spectrum Gummies')).toBeVisible();
    await expect(items.getByText('50ct × 3')).toBeVisible();
    await expect(valueOf(canvas, 'Ships to')).toBe('Sacramento, California');
    await expect(valueOf(canvas, 'Subtotal')).toBe(
      `$${(manyLines.subtotal / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
  },
};

export const LongNames: Story = {
  beforeEach: stored(longNames),
  play: async ({ canvas, canvasElement }) => {
    const items = await openConfirmation(canvas);
    await expect(items.getAllByRole('listitem')).toHaveLength(4);
    await expect(items.getByText('Sour Tangie Live Resin Cartridge')).toBeVisible();
    await expect(valueOf(canvas, 'Ships to')).toBe('Rancho Santa Margarita, District of Columbia');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const ContinueShopping: Story = {
  tags: ['no-visual'],
  beforeEach: stored(oneLine),
  play: async ({ canvas }) => {
    await openConfirmation(canvas);
    await userEvent.click(canvas.getByRole('link', { name: 'Continue Shopping' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'All Products' }, wait),
    ).toBeVisible();
    // The order stays for the rest of the visit.
    await expect(sessionStorage.getItem(PLACED_ORDER_KEY)).toContain('ORDER-3F9A1C20');
  },
};

export const NoOrder: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    // Nothing to confirm: the cart, which says it is empty.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your Cart is Empty' }, wait),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: MESSAGE })).not.toBeInTheDocument();
  },
};

export const TamperedOrder: Story = {
  tags: ['no-visual'],
  // Someone lowered the price in storage: no order is shown, not even the real parts of it.
  beforeEach: stored(
    JSON.stringify({ ...oneLine, lines: [{ ...oneLine.lines[0], price: 1 }], subtotal: 2 }),
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your Cart is Empty' }, wait),
    ).toBeVisible();
    await expect(canvas.queryByText('ORDER-3F9A1C20')).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: phoneOnly },
  beforeEach: stored(manyLines),
  play: async ({ canvas }) => {
    await openConfirmation(canvas);
    // Phones: where it ships and the ways on come before the lines.
    const ways = canvas.getByRole('navigation', { name: 'Keep browsing' });
    const summary = canvas.getByRole('region', { name: 'Order Summary' });
    await expect(ways.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      summary.getBoundingClientRect().top,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { chromatic: darkOnly },
  beforeEach: stored(manyLines),
  play: async ({ canvas }) => {
    await openConfirmation(canvas);
    await waitFor(() => expect(document.documentElement.dataset.colorMode).toBe('dark'));
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
    await expect(valueOf(canvas, 'Ships to')).toBe('Sacramento, California');
  },
};
