// Renders CheckoutScreen (src/screens/CheckoutScreen.tsx) through the real routes, at the URL each story sets.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkOnly, phoneOnly } from '../../.storybook/modes';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createHandlers } from '../../src/api/handlers';
import { scenarioFieldErrors, scenarios } from '../../src/api/scenarios';
import {
  checkoutField as field,
  fillCheckoutForm as fillCheckoutFields,
  futureExpiry,
  type Canvas,
} from '../support/forms';
import { sampleCart, screenAt } from '../support/screenStory';

import { wait } from '../support/timing';

/** What the shopper types, and how each field shows it afterwards. */
const shopper = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Analytical Way',
  city: 'Denver',
  state: 'Colorado',
  zipCode: '80202',
  nameOnCard: 'Ada Lovelace',
  cardNumber: '4242424242424242',
  cardNumberShown: '4242 4242 4242 4242',
  cvv: '737',
};

const placeOrderButton = (canvas: Canvas) =>
  canvas.getByRole('button', { name: /^(Place Order - |Placing order)/ });

/** Fills every checkout field as a shopper would (the legal box stays unticked). */
async function fillCheckoutForm(canvas: Canvas) {
  await canvas.findByRole('form', { name: 'Checkout' }, wait);
  await fillCheckoutFields(canvas, shopper, futureExpiry());
}

/** Ticks the legal box and places the order. */
async function submitCheckout(canvas: Canvas) {
  await userEvent.click(field.legal(canvas));
  await userEvent.click(placeOrderButton(canvas));
}

/** After a failed attempt nothing typed is lost. */
async function expectValuesKept(canvas: Canvas) {
  await expect(field.email(canvas)).toHaveValue(shopper.email);
  await expect(field.firstName(canvas)).toHaveValue(shopper.firstName);
  await expect(field.lastName(canvas)).toHaveValue(shopper.lastName);
  await expect(field.address(canvas)).toHaveValue(shopper.address);
  await expect(field.city(canvas)).toHaveValue(shopper.city);
  await expect(field.state(canvas)).toHaveDisplayValue(shopper.state);
  await expect(field.zipCode(canvas)).toHaveValue(shopper.zipCode);
  await expect(field.nameOnCard(canvas)).toHaveValue(shopper.nameOnCard);
  await expect(field.cardNumber(canvas)).toHaveValue(shopper.cardNumberShown);
  await expect(field.expiryDate(canvas)).toHaveValue(futureExpiry());
  await expect(field.cvv(canvas)).toHaveValue(shopper.cvv);
  await expect(field.legal(canvas)).toBeChecked();
}

/** The cart survived: the badge still counts it and the summary still totals it. */
async function expectCartIntact(canvas: Canvas) {
  await expect(canvas.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
  const summary = within(canvas.getByRole('region', { name: 'Order Summary' }));
  await expect(summary.getByText('$306.97')).toBeVisible();
  await expect(localStorage.getItem('cart')).toContain('"super-glue"');
}

/** No trace of the card number or security code anywhere the browser keeps data. */
function expectNoCardInStorage() {
  for (const storage of [localStorage, sessionStorage]) {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index) ?? '';
      const value = storage.getItem(key) ?? '';
      expect(value).not.toContain(shopper.cardNumber);
      expect(value).not.toContain(shopper.cardNumberShown);
      expect(value).not.toContain(shopper.cvv);
    }
  }
}

const meta = {
  title: 'Screens/Checkout',
  ...screenAt(
    { path: '/checkout', cart: sampleCart },
    {
      msw: { handlers: createHandlers({ latencyMs: 0 }) },
    },
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilledCart: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Checkout' }, wait);
    await expect(document.title).toBe('Checkout · Silk Road');
    const summary = within(canvas.getByRole('region', { name: 'Order Summary' }));
    const items = within(summary.getByRole('list', { name: 'Items' }));
    await expect(items.getAllByRole('listitem')).toHaveLength(3);
    await expect(items.getByText('1/8 oz (3.5g) × 2')).toBeVisible();
    await expect(items.getByText('$49.98')).toBeVisible();
    await expect(items.getByText('1 oz (28g) × 1')).toBeVisible();
    await expect(items.getByText('8 pack × 1')).toBeVisible();
    await expect(items.getByText('$71.99')).toBeVisible();
    await expect(summary.getByText('Flat Rate Shipping – $10 (All U.S. orders)')).toBeVisible();
    await expect(summary.getByText('$306.97')).toBeVisible();

    // Desktop: the form on the left, the summary on the right.
    const form = canvas.getByRole('form', { name: 'Checkout' });
    const summaryBox = canvas.getByRole('region', { name: 'Order Summary' });
    await expect(summaryBox.getBoundingClientRect().left).toBeGreaterThan(
      form.getBoundingClientRect().right,
    );

    // The button carries the total and waits for the legal box.
    const button = canvas.getByRole('button', { name: 'Place Order - $306.97' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(field.legal(canvas));
    await expect(button).not.toHaveAttribute('aria-disabled');
  },
};

// Captured by the handler below, to prove what the order request carries.
let sentOrder: unknown;

export const PlaceOrder: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/orders', async ({ request }) => {
          sentOrder = await request.json();
          return HttpResponse.json({ orderId: 'ORDER-STORY' }, { status: 201 });
        }),
      ],
    },
  },
  beforeEach: () => {
    sentOrder = undefined;
  },
  play: async ({ canvas }) => {
    await fillCheckoutForm(canvas);
    await submitCheckout(canvas);

    // The order ends on its confirmation, with the API's reference and where it ships.
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Order placed successfully! (This is a demo)' },
        wait,
      ),
    ).toBeVisible();
    await expect(document.title).toBe('Order Confirmation · Silk Road');
    await expect(canvas.getByText('ORDER-STORY')).toBeVisible();
    await expect(canvas.getByText('Denver, Colorado')).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Items' }));
    await expect(items.getAllByRole('listitem')).toHaveLength(3);
    await expect(items.getByText('1/8 oz (3.5g) × 2')).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Order Summary' })).getByText('$306.97'),
    ).toBeVisible();
    // Neither the street nor a name is shown, and no toast repeats the heading.
    await expect(canvas.queryByText(shopper.address)).not.toBeInTheDocument();
    await expect(canvas.queryByText(shopper.lastName)).not.toBeInTheDocument();
    await expect(
      within(screen.getByRole('region', { name: 'Notifications' })).queryByText(/Order placed/),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Cart, empty' })).toBeVisible();

    // Only the last four digits of the card left the form; nothing of it was kept.
    await expect(sentOrder).toEqual({
      lines: [
        { id: 'super-glue', size: '3.5g', quantity: 2 },
        { id: 'gelato', size: '28g', quantity: 1 },
        { id: 4, size: '8 pack', quantity: 1 },
      ],
      email: shopper.email,
      shipping: {
        firstName: shopper.firstName,
        lastName: shopper.lastName,
        address: shopper.address,
        city: shopper.city,
        state: 'CO',
        zipCode: shopper.zipCode,
      },
      nameOnCard: shopper.nameOnCard,
      cardLast4: '4242',
    });
    // Stored a moment after it shows (under the cart's Web Lock).
    await waitFor(() => expect(localStorage.getItem('cart')).toBe('[]'));
    expectNoCardInStorage();
    // Kept for the visit: the city and state, and no street, name or email.
    const kept = sessionStorage.getItem('placed-order') ?? '';
    await expect(kept).toContain('"shipTo":{"city":"Denver","state":"CO"}');
    for (const text of [shopper.address, shopper.firstName, shopper.lastName, shopper.email]) {
      await expect(kept).not.toContain(text);
    }
  },
};

export const EmptyCart: Story = {
  parameters: { screen: { path: '/checkout', cart: [] } },
  play: async ({ canvas }) => {
    // Redirected to the cart, which says it is empty.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your Cart is Empty' }, wait),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Checkout' })).not.toBeInTheDocument();
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: scenarios.slow } },
  play: async ({ canvas }) => {
    await fillCheckoutForm(canvas);
    await submitCheckout(canvas);
    const button = await canvas.findByRole('button', { name: 'Placing order…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Locked while the order is on its way, with everything still in place.
    await expect(field.email(canvas)).toBeDisabled();
    await expectValuesKept(canvas);
    await expectCartIntact(canvas);
  },
};

export const ServerInvalid: Story = {
  parameters: { msw: { handlers: scenarios.invalid } },
  play: async ({ canvas }) => {
    await fillCheckoutForm(canvas);
    await submitCheckout(canvas);
    await expect(await canvas.findByText('Your order was not placed', {}, wait)).toBeVisible();
    await expect(field.email(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(field.email(canvas)).toHaveAccessibleDescription(scenarioFieldErrors.orders.email);
    await expect(field.zipCode(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(field.zipCode(canvas)).toHaveAccessibleDescription(
      scenarioFieldErrors.orders.zipCode,
    );
    // Focus goes to the first field the server refused.
    await waitFor(() => expect(field.email(canvas)).toHaveFocus());
    await expectValuesKept(canvas);
    await expectCartIntact(canvas);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.serverError } },
  play: async ({ canvas }) => {
    await fillCheckoutForm(canvas);
    await submitCheckout(canvas);
    const alert = await canvas.findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent('Your order was not placed');
    await expect(alert).toHaveTextContent(
      'Our order service ran into a problem. Nothing was charged.',
    );
    await expect(placeOrderButton(canvas)).toBeEnabled();
    await expectValuesKept(canvas);
    await expectCartIntact(canvas);
  },
};

export const Offline: Story = {
  parameters: { msw: { handlers: scenarios.offline } },
  play: async ({ canvas }) => {
    await fillCheckoutForm(canvas);
    await submitCheckout(canvas);
    const alert = await canvas.findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent('You appear to be offline. Nothing was charged.');
    await expectValuesKept(canvas);
    await expectCartIntact(canvas);
    expectNoCardInStorage();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: phoneOnly },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Checkout' }, wait);
    // Phones: what is being bought comes first, then the form.
    const summary = canvas.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      form.getBoundingClientRect().top,
    );
    await expect(canvas.getByRole('button', { name: 'Place Order - $306.97' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { chromatic: darkOnly },
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Checkout' }, wait);
    await waitFor(() => expect(document.documentElement.dataset.colorMode).toBe('dark'));
    await expect(canvas.getByRole('region', { name: 'Order Summary' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place Order - $306.97' })).toBeVisible();
  },
};
