import { userEvent, type within } from 'storybook/test';
import { createApiClient } from '../../src/api/client';
import { LoadFailureKept } from '../../src/api/site';
import type { WholesaleField } from '../../src/lib/apiTypes';
import type { CheckoutValues } from '../../src/lib/forms/checkout';

/** What `within(...)` and a play function's `canvas` give: the queries bound to one element. */
export type Canvas = ReturnType<typeof within>;

/** A card expiry (MM/YY) one year from today, so a story never ages into an expired card. */
export function futureExpiry(): string {
  const today = new Date();
  const month = String(today.getMonth() + 1).padStart(2, '0');
  const year = String((today.getFullYear() + 1) % 100).padStart(2, '0');
  return `${month}/${year}`;
}

/** CheckoutForm's controls, found by role and accessible name. */
export const checkoutField = {
  email: (c: Canvas) => c.getByRole('textbox', { name: 'Email' }),
  firstName: (c: Canvas) => c.getByRole('textbox', { name: 'First name' }),
  lastName: (c: Canvas) => c.getByRole('textbox', { name: 'Last name' }),
  address: (c: Canvas) => c.getByRole('textbox', { name: 'Street address' }),
  city: (c: Canvas) => c.getByRole('textbox', { name: 'City' }),
  state: (c: Canvas) => c.getByRole('combobox', { name: 'State' }),
  zipCode: (c: Canvas) => c.getByRole('textbox', { name: 'ZIP code' }),
  nameOnCard: (c: Canvas) => c.getByRole('textbox', { name: 'Name on card' }),
  cardNumber: (c: Canvas) => c.getByRole('textbox', { name: 'Card number' }),
  expiryDate: (c: Canvas) => c.getByRole('textbox', { name: 'Expiry date' }),
  cvv: (c: Canvas) => c.getByRole('textbox', { name: 'Security code' }),
  legal: (c: Canvas) =>
    c.getByRole('checkbox', {
      name: 'I am 21 or older, and I understand and accept this legal notice.',
    }),
};

/** What a shopper types into the checkout form; `state` may be the name shown in the list. */
export type CheckoutEntry = Omit<CheckoutValues, 'expiryDate' | 'legalAccepted'>;

/** Types every checkout field as a shopper would; the legal box stays unticked. */
export async function fillCheckoutForm(canvas: Canvas, entry: CheckoutEntry, expiry: string) {
  const field = checkoutField;
  await userEvent.type(field.email(canvas), entry.email);
  await userEvent.type(field.firstName(canvas), entry.firstName);
  await userEvent.type(field.lastName(canvas), entry.lastName);
  await userEvent.type(field.address(canvas), entry.address);
  await userEvent.type(field.city(canvas), entry.city);
  await userEvent.selectOptions(field.state(canvas), entry.state);
  await userEvent.type(field.zipCode(canvas), entry.zipCode);
  await userEvent.type(field.nameOnCard(canvas), entry.nameOnCard);
  await userEvent.type(field.cardNumber(canvas), entry.cardNumber);
  // The form puts the slash in itself.
  await userEvent.type(field.expiryDate(canvas), expiry.replace('/', ''));
  await userEvent.type(field.cvv(canvas), entry.cvv);
}

/** WholesaleForm's controls, found by role and accessible name. */
export const wholesaleField = {
  name: (c: Canvas) => c.getByRole('textbox', { name: 'Name' }),
  email: (c: Canvas) => c.getByRole('textbox', { name: 'Email' }),
  storeName: (c: Canvas) => c.getByRole('textbox', { name: 'Store name' }),
  state: (c: Canvas) => c.getByRole('combobox', { name: 'State' }),
  message: (c: Canvas) => c.getByRole('textbox', { name: 'Message' }),
};

/** Types a wholesale application as a retailer would; an empty (optional) message is not typed. */
export async function fillWholesaleApplication(
  canvas: Canvas,
  entry: Record<WholesaleField, string>,
) {
  const field = wholesaleField;
  await userEvent.type(field.name(canvas), entry.name);
  await userEvent.type(field.email(canvas), entry.email);
  await userEvent.type(field.storeName(canvas), entry.storeName);
  await userEvent.selectOptions(field.state(canvas), entry.state);
  if (entry.message) await userEvent.type(field.message(canvas), entry.message);
}

/**
 * The app's own API client in a page that cannot load the code that sends a form again
 * (docs/behaviour.md "Browsers that keep a failed import"): every call answers as the real forms
 * would, reason `reload` and the form's own message, and nothing is sent.
 */
export const clientNeedingReload = createApiClient({
  beforeRequest: () =>
    Promise.reject(
      new LoadFailureKept(new TypeError('Failed to fetch dynamically imported module')),
    ),
});
