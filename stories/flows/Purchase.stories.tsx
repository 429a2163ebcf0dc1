import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createHandlers } from '../../src/api/handlers';
import { fillCheckoutForm, futureExpiry, type Canvas } from '../support/forms';
import { expectDrawerSays, screenMeta, type ScreenParameters } from '../support/screenStory';

/**
 * A whole purchase, as one shopper: each story plays the one before it, then takes one more
 * step (home → cart → checkout → order confirmation → shop), in the real routed app with an
 * empty cart.
 */
const meta = {
  title: 'Flows/Purchase',
  ...screenMeta,
  decorators: [...screenMeta.decorators],
  parameters: {
    ...screenMeta.parameters,
    screen: { path: '/', cart: [] } satisfies ScreenParameters,
    // The demo API's checks, with a fixed order reference so the confirmation's picture holds.
    msw: { handlers: createHandlers({ latencyMs: 0, orderId: () => 'ORDER-F10A0001' }) },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

import { wait } from '../support/timing';

async function expectToast(text: string) {
  const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
  const toast = await toasts.findByText(text, {}, wait);
  await waitFor(() => expect(toast).toBeVisible());
}

/** The Order Summary's amount for a row label. */
function summaryAmount(canvas: Canvas, label: string): string {
  const summary = within(canvas.getByRole('region', { name: 'Order Summary' }));
  return summary.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

// Each step is a named function, so the next step can play it before its own part.
async function addStrains({ canvas }: PlayContext) {
  await canvas.findByRole('heading', { level: 1, name: 'Premium Hemp, Elevated' }, wait);
  await expect(canvas.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  const strains = within(canvas.getByRole('region', { name: 'Signature Strains' }));

  const superGlue = within(strains.getByRole('article', { name: 'Super Glue' }));
  await userEvent.click(superGlue.getByRole('button', { name: /^Increase quantity of / }));
  await userEvent.click(superGlue.getByRole('button', { name: /Add to Cart/ }));
  // The visit's first add opens the cart drawer; the next is a toast.
  await expectDrawerSays('Super Glue · 1/8 oz (3.5g) × 2');

  const garyPayton = within(strains.getByRole('article', { name: 'Gary Payton' }));
  await userEvent.click(garyPayton.getByRole('radio', { name: '1 oz (28g)' }));
  await userEvent.click(garyPayton.getByRole('button', { name: /Add to Cart/ }));
  await expectToast('Gary Payton · 1 oz (28g) × 1');

  await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
}

async function reviewCart(context: PlayContext) {
  await addStrains(context);
  const { canvas } = context;
  // The top bar's cart link opens the drawer; its View cart goes to the cart page.
  await userEvent.click(canvas.getByRole('link', { name: 'Cart, 3 items' }));
  const drawer = await screen.findByRole('dialog', { name: 'Your Cart (3 items)' }, wait);
  await userEvent.click(within(drawer).getByRole('link', { name: 'View cart' }));
  await canvas.findByRole('heading', { level: 1, name: 'Your Cart' }, wait);
  // A way on leaves the page: the closed drawer sends no focus back to the cart link that opened
  // it (its frames run first).
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).not.toHaveFocus();

  const lines = within(canvas.getByRole('list', { name: 'Items in your cart' }));
  await expect(lines.getAllByRole('article')).toHaveLength(2);
  const superGlue = within(lines.getByRole('article', { name: 'Super Glue' }));
  await expect(superGlue.getByText('1/8 oz (3.5g)')).toBeVisible();
  await expect(superGlue.getByText('$49.98', { selector: 'p' })).toBeVisible();
  const garyPayton = within(lines.getByRole('article', { name: 'Gary Payton' }));
  await expect(garyPayton.getByText('1 oz (28g)')).toBeVisible();
  await expect(garyPayton.getByText('$175.00', { selector: 'p' })).toBeVisible();

  await expect(summaryAmount(canvas, 'Subtotal')).toBe('$224.98');
  await expect(summaryAmount(canvas, 'Flat Rate Shipping – All U.S. orders')).toBe('$10.00');
  await expect(summaryAmount(canvas, 'Total')).toBe('$234.98');
}

async function fillCheckout(context: PlayContext) {
  await reviewCart(context);
  const { canvas } = context;
  await userEvent.click(canvas.getByRole('link', { name: 'Proceed to Checkout' }));
  await canvas.findByRole('heading', { level: 1, name: 'Checkout' }, wait);

  const items = within(canvas.getByRole('list', { name: 'Items' }));
  await expect(items.getByText('1/8 oz (3.5g) × 2')).toBeVisible();
  await expect(items.getByText('1 oz (28g) × 1')).toBeVisible();

  await fillCheckoutForm(
    canvas,
    {
      email: 'sam@example.com',
      firstName: 'Sam',
      lastName: 'Rivera',
      address: '500 Pine St',
      city: 'Seattle',
      state: 'Washington',
      zipCode: '98101',
      nameOnCard: 'Sam Rivera',
      cardNumber: '4111111111111111',
      cvv: '321',
    },
    futureExpiry(),
  );

  // Everything is filled, but the order waits for the legal box.
  await expect(canvas.getByRole('button', { name: 'Place Order - $234.98' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
}

async function placeOrder(context: PlayContext) {
  await fillCheckout(context);
  const { canvas } = context;
  await userEvent.click(canvas.getByRole('checkbox', { name: /I am 21 or older/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Place Order - $234.98' }));

  // The order's own page: what was bought, the totals and where it ships (city and state).
  await expect(
    await canvas.findByRole(
      'heading',
      { level: 1, name: 'Order placed successfully! (This is a demo)' },
      wait,
    ),
  ).toBeVisible();
  const items = within(canvas.getByRole('list', { name: 'Items' }));
  await expect(items.getAllByRole('listitem')).toHaveLength(2);
  await expect(items.getByText('1/8 oz (3.5g) × 2')).toBeVisible();
  await expect(items.getByText('1 oz (28g) × 1')).toBeVisible();
  await expect(summaryAmount(canvas, 'Total')).toBe('$234.98');
  await expect(canvas.getByText('ORDER-F10A0001')).toBeVisible();
  await expect(canvas.getByText('Seattle, Washington')).toBeVisible();
  await expect(canvas.queryByText('500 Pine St')).not.toBeInTheDocument();
  await expect(canvas.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
}

async function continueShopping(context: PlayContext) {
  await placeOrder(context);
  const { canvas } = context;
  await userEvent.click(canvas.getByRole('link', { name: 'Continue Shopping' }));
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'All Products' }, wait),
  ).toBeVisible();

  // The cart really is empty: the drawer the cart link opens says so, and so does the cart page.
  await userEvent.click(canvas.getByRole('link', { name: 'Cart, empty' }));
  const drawer = await screen.findByRole('dialog', { name: 'Your Cart' }, wait);
  // The drawer fades in: it may still be on its way on a slow machine.
  await waitFor(() =>
    expect(within(drawer).getByRole('heading', { name: 'Your cart is empty' })).toBeVisible(),
  );
  await userEvent.click(within(drawer).getByRole('button', { name: 'Close cart' }));
  await userEvent.click(
    within(canvas.getByRole('contentinfo')).getByRole('link', { name: 'Your cart' }),
  );
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Your Cart is Empty' }, wait),
  ).toBeVisible();
}

export const AddStrains: Story = { play: addStrains };
export const ReviewCart: Story = { play: reviewCart };
export const FillCheckout: Story = { play: fillCheckout };
export const PlaceOrder: Story = { play: placeOrder };
export const ContinueShopping: Story = { play: continueShopping };
