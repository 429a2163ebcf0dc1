import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cartTotals } from '../../src/cart/cart';
import { findProduct } from '../../src/catalogue/products';
import { findStrain } from '../../src/catalogue/strains';
import type { CartLine } from '../../src/catalogue/types';
import { CartDrawer, type CartDrawerNotice } from '../../src/components/CartDrawer';

const gelato = findStrain('gelato');
if (!gelato) throw new Error('Catalogue strain missing');

function productLine(id: number, quantity = 1): CartLine {
  const product = findProduct(id);
  if (!product) throw new Error(`Catalogue product ${id} missing`);
  return {
    id,
    name: product.name,
    size: product.variants?.[0] ?? 'Standard',
    price: product.price,
    quantity,
    image: product.image,
  };
}

const strainLine: CartLine = {
  id: 'gelato',
  name: gelato.name,
  size: '3.5g',
  price: gelato.pricing['3.5g'],
  quantity: 1,
  image: gelato.image,
};
const manyLines = [
  strainLine,
  ...[4, 12, 20, 28, 36, 46].map((id, index) => productLine(id, index + 1)),
];
const added: CartDrawerNotice = {
  title: 'Added to cart',
  description: 'Gelato · 1/8 oz (3.5g) × 1',
};

interface DrawerStoryProps {
  /** The cart the drawer starts with; +, − and Remove change it, as the app's cart would. */
  initialLines: readonly CartLine[];
  notice?: CartDrawerNotice;
  pending?: boolean;
  reloadHref?: string;
  onClose: () => void;
  onQuantityChange: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}

/** The drawer with the button that opens it, wired as the app wires it (src/shell/CartDrawerHost.tsx). */
function DrawerWithButton({
  initialLines,
  notice,
  pending,
  reloadHref,
  onClose,
  onQuantityChange,
  onRemove,
}: DrawerStoryProps) {
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState(initialLines);
  const change = (line: CartLine, quantity: number) =>
    setLines((now) =>
      now.flatMap((each) =>
        each.id === line.id && each.size === line.size
          ? quantity < 1
            ? []
            : [{ ...each, quantity }]
          : [each],
      ),
    );
  return (
    <div>
      <button ref={setOpener} type="button" onClick={() => setOpen(true)}>
        Add to Cart
      </button>
      <p>The page under the drawer.</p>
      <CartDrawer
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        lines={lines}
        {...cartTotals(lines)}
        onQuantityChange={(line, quantity) => {
          onQuantityChange(line, quantity);
          change(line, quantity);
        }}
        onRemove={(line) => {
          onRemove(line);
          change(line, 0);
        }}
        finalFocus={opener}
        notice={notice}
        pending={pending}
        reloadHref={reloadHref}
      />
    </div>
  );
}

/**
 * The cart as a side sheet: Ariakit's modal Dialog, in its own chunk. The visit's first add and the
 * top bar's cart link open it (docs/behaviour.md "Cart drawer").
 */
const meta = {
  title: 'Components/Shell/CartDrawer',
  component: DrawerWithButton,
  tags: ['!autodocs', 'stable'],
  args: {
    initialLines: [strainLine],
    onClose: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  argTypes: { initialLines: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DrawerWithButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the drawer as a shopper would, with the button, and finds it. */
async function drawer(canvas: ReturnType<typeof within>): Promise<HTMLElement> {
  await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
  // A modal sheet: Ariakit portals it to the end of the page, outside the story's root.
  return within(document.body).findByRole('dialog', { name: /^Your Cart/ });
}
const noDialog = () => expect(document.querySelector('[role="dialog"]')).toBeNull();

export const Empty: Story = {
  args: { initialLines: [] },
  play: async ({ canvas }) => {
    const sheet = within(await drawer(canvas));
    await expect(sheet.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Go to the Shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await expect(sheet.queryByRole('link', { name: 'Checkout' })).toBeNull();
  },
};

export const OneLine: Story = {
  name: 'One line, opened by an add',
  args: { notice: added },
  play: async ({ canvas, args }) => {
    const dialog = await drawer(canvas);
    const sheet = within(dialog);
    // What the add did is said at the top, and read as the dialog's description.
    await expect(dialog).toHaveAccessibleDescription('Added to cart · Gelato · 1/8 oz (3.5g) × 1');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(sheet.getByRole('heading', { name: 'Your Cart (1 item)' })).toBeVisible();
    await userEvent.click(sheet.getByRole('button', { name: 'Increase quantity of Gelato' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'gelato' }),
      2,
    );
    await expect(sheet.getByRole('heading', { name: 'Your Cart (2 items)' })).toBeVisible();
    // Subtotal $49.98, shipping $10.00, total $59.98.
    await expect(sheet.getByText('$59.98')).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await expect(sheet.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  },
};

export const ManyLines: Story = {
  args: { initialLines: manyLines },
  play: async ({ canvas, args }) => {
    const sheet = within(await drawer(canvas));
    await expect(sheet.getAllByRole('article')).toHaveLength(7);
    await expect(sheet.getByRole('heading', { name: 'Your Cart (22 items)' })).toBeVisible();
    // Checkout stays in reach below however many lines there are.
    await expect(sheet.getByRole('link', { name: 'Checkout' })).toBeVisible();
    await userEvent.click(sheet.getByRole('button', { name: 'Remove Gelato' }));
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'gelato' }));
    await expect(sheet.getAllByRole('article')).toHaveLength(6);
    // The pressed button went with its line: focus goes to the drawer's heading.
    await waitFor(() =>
      expect(sheet.getByRole('heading', { name: 'Your Cart (21 items)' })).toHaveFocus(),
    );
  },
};

export const LongNames: Story = {
  args: {
    initialLines: [
      {
        ...productLine(36),
        name: 'Extra Long Limited Edition Small Batch Full Spectrum Wellness Tincture Bundle',
      },
      { ...strainLine, name: 'Gelato Supercalifragilisticexpialidocious' },
    ],
  },
  play: async ({ canvas }) => {
    const sheet = within(await drawer(canvas));
    await expect(sheet.getByRole('heading', { name: /^Extra Long Limited Edition/ })).toBeVisible();
    await expect(
      sheet.getByRole('button', { name: 'Remove Gelato Supercalifragilisticexpialidocious' }),
    ).toBeVisible();
  },
};

/** Pending: the cart not read yet (the page still hydrating): no "empty" claimed, no totals. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    const dialog = await drawer(canvas);
    const sheet = within(dialog);
    await expect(sheet.getByText('Reading your cart…')).toBeVisible();
    await expect(sheet.getByText('Reading your cart…').parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(sheet.queryByText('Your cart is empty')).toBeNull();
    await expect(sheet.queryByRole('link', { name: 'Checkout' })).toBeNull();
  },
};

/**
 * LoadFailed: the catalogue the lines are checked against did not load (a dropped connection): the
 * drawer says so and offers a reload; it claims neither an empty cart nor any total.
 */
export const LoadFailed: Story = {
  args: { pending: true, reloadHref: '/' },
  play: async ({ canvas }) => {
    const dialog = await drawer(canvas);
    const sheet = within(dialog);
    await expect(sheet.getByRole('status')).toHaveTextContent(
      'The items in your cart did not load. Reload the page to see them.',
    );
    await expect(sheet.getByRole('link', { name: 'Reload the page' })).toBeVisible();
    await expect(sheet.queryByText('Reading your cart…')).toBeNull();
    await expect(sheet.queryByText('Your cart is empty')).toBeNull();
    await expect(sheet.queryByRole('link', { name: 'Checkout' })).toBeNull();
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvas, args }) => {
    await drawer(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await waitFor(noDialog);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add to Cart' })).toHaveFocus());
  },
};

export const ClosesOnCloseButton: Story = {
  play: async ({ canvas, args }) => {
    const sheet = within(await drawer(canvas));
    await userEvent.click(sheet.getByRole('button', { name: 'Close cart' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await waitFor(noDialog);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add to Cart' })).toHaveFocus());
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvas, args }) => {
    await drawer(canvas);
    // A press beside the sheet, on its backdrop.
    const backdrop = document.querySelector<HTMLElement>('[data-backdrop]');
    if (!backdrop) throw new Error('No backdrop');
    await userEvent.pointer({
      target: backdrop,
      coords: { clientX: 10, clientY: 300 },
      keys: '[MouseLeft]',
    });
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await waitFor(noDialog);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add to Cart' })).toHaveFocus());
  },
};

export const Phone: Story = {
  args: { initialLines: manyLines.slice(0, 3), notice: added },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const dialog = await drawer(canvas);
    // The sheet takes the phone's whole width.
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(within(dialog).getByRole('link', { name: 'Checkout' })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { initialLines: manyLines.slice(0, 3), notice: added },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const sheet = within(await drawer(canvas));
    await expect(sheet.getByText(/Gelato · 1\/8 oz \(3.5g\) × 1/)).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Checkout' })).toBeVisible();
  },
};
