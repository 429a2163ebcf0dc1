import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cartTotals } from '../../src/cart/cart';
import { itemInfo } from '../../src/catalogue/pricing';
// The listings the lines are priced from: a page that shows an order has loaded them, and so does
// this file (src/catalogue/listingsIndex.ts).
import '../../src/catalogue/listings';
import type { CartLine, ItemId } from '../../src/catalogue/types';
import { OrderConfirmation } from '../../src/components/OrderConfirmation';
import type { PlacedOrder, ShipTo } from '../../src/lib/placedOrder';

/** A catalogue line: name, price and artwork from the catalogue, as checkout hands them over. */
function line(id: ItemId, size: string, quantity: number): CartLine {
  const info = itemInfo(id, size);
  if (!info) throw new Error(`No ${String(id)} in ${size}`);
  return { id, size, quantity, ...info };
}

function order(
  lines: CartLine[],
  shipTo: ShipTo = { city: 'Denver', state: 'CO' },
  orderNumber = 'ORDER-3F9A1C20',
): PlacedOrder {
  const { subtotal, shipping, total } = cartTotals(lines);
  return { orderNumber, lines, subtotal, shipping, total, shipTo };
}

const manyLines = [
  line('super-glue', '3.5g', 2),
  line('gelato', '28g', 1),
  line(4, '8 pack', 1),
  line(42, '50ct', 3),
  line(29, '1g', 2),
  line('gary-payton', '3.5g', 1),
];

const meta = {
  title: 'Components/Cards/OrderConfirmation',
  component: OrderConfirmation,
  tags: ['!autodocs', 'stable'],
  args: { order: order([line('gelato', '3.5g', 2)]) },
  // The order is a record of catalogue lines: the stories show its cases.
  argTypes: { order: { control: false } },
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The value next to a label in the order's details or the summary's totals. */
function valueOf(canvas: Canvas, label: string): string | null | undefined {
  return canvas.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** Nothing on the page is wider than the window: no sideways scrolling. */
async function expectNoSidewaysScroll(element: HTMLElement) {
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

export const OneLine: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Order placed successfully! (This is a demo)',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('No order was sent and nothing was charged.')).toBeVisible();
    await expect(valueOf(canvas, 'Demo order number')).toBe('ORDER-3F9A1C20');
    await expect(valueOf(canvas, 'Ships to')).toBe('Denver, Colorado');

    const items = within(canvas.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent('Gelato');
    await expect(items[0]).toHaveTextContent('1/8 oz (3.5g) × 2');
    await expect(items[0]).toHaveTextContent('$49.98');
    await expect(valueOf(canvas, 'Subtotal')).toBe('$49.98');
    await expect(valueOf(canvas, 'Total')).toBe('$59.98');
    // Kept for the visit: no note about storage.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();

    // The ways on, in reading order, reached with the keyboard.
    const ways = within(canvas.getByRole('navigation', { name: 'Keep browsing' }));
    await userEvent.tab();
    await expect(ways.getByRole('link', { name: 'Continue Shopping' })).toHaveFocus();
    await expect(ways.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await userEvent.tab();
    await expect(ways.getByRole('link', { name: 'Back to Home' })).toHaveFocus();
    await expect(ways.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await userEvent.tab();
    await expect(ways.getByRole('link', { name: 'Read the Blog' })).toHaveFocus();
    await expect(ways.getByRole('link', { name: 'Read the Blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};

export const ManyLines: Story = {
  args: { order: order(manyLines, { city: 'Sacramento', state: 'CA' }) },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[3]).toHaveTextContent('Pomegranate Full-Spectrum Gummies');
    await expect(items[3]).toHaveTextContent('50ct × 3');
    await expect(valueOf(canvas, 'Ships to')).toBe('Sacramento, California');
    const { subtotal, total } = cartTotals(manyLines);
    await expect(valueOf(canvas, 'Subtotal')).toBe(`$${(subtotal / 100).toFixed(2)}`);
    await expect(valueOf(canvas, 'Total')).toBe(`$${(total / 100).toFixed(2)}`);
  },
};

export const LongNames: Story = {
  args: {
    order: order(
      [
        {
          ...line(42, '50ct', 12),
          name: 'Pomegranate Full-Spectrum Nano-Emulsified Sleep & Recovery Gummies, Extra-Strength Family Size',
        },
        line(29, '.5g', 1),
      ],
      { city: 'Rancho Santa Margarita Heights-by-the-Sea', state: 'DC' },
      // A real API may answer with a long reference: it wraps rather than pushes the page wide.
      'ORDER-2026-11-26-' + '7'.repeat(47),
    ),
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Nano-Emulsified Sleep & Recovery Gummies/)).toBeVisible();
    await expect(valueOf(canvas, 'Ships to')).toBe(
      'Rancho Santa Margarita Heights-by-the-Sea, District of Columbia',
    );
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const NotKept: Story = {
  args: { kept: false },
  play: async ({ canvas }) => {
    // Shown for this visit to the page, and honest that a later visit may not find it.
    await expect(canvas.getByRole('status')).toHaveTextContent(
      "This browser won't let us keep this confirmation, so it may be gone if you come back to this page later.",
    );
    await expect(valueOf(canvas, 'Demo order number')).toBe('ORDER-3F9A1C20');
  },
};

export const Phone: Story = {
  args: { order: order(manyLines.slice(0, 3)) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    // Stacked: the order's details and the ways on come before the lines.
    const ways = canvas.getByRole('navigation', { name: 'Keep browsing' });
    const summary = canvas.getByRole('region', { name: 'Order Summary' });
    await expect(ways.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      summary.getBoundingClientRect().top,
    );
    // One way on per row, each as wide as the others.
    const links = within(ways).getAllByRole('link');
    const widths = links.map((link) => Math.round(link.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Dark: Story = {
  args: { order: order(manyLines.slice(0, 3)) },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement.dataset.colorMode).toBe('dark');
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Order placed successfully! (This is a demo)',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
  },
};
