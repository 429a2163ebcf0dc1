import { MINIMUM_AGE } from '../compliance';
import { usStates } from '../usStates';
import {
  cardDigits,
  formatCardNumberInput,
  formatExpiryInput,
  maxLength,
  oneOf,
  requiredText,
  validateCardNumber,
  validateCvv,
  validateExpiry,
  validateLegal,
  validateZip,
} from '../validation';
import { emailField } from './email';
import {
  fieldNames,
  pick,
  secretNames,
  sentNames,
  trimmedValues,
  validateFields,
  type FieldErrors,
  type FieldName,
  type FormSchema,
  type FormValues,
  type SentValues,
} from './schema';

/**
 * A U.S. state by its two-letter code. Here, not in ../validation.ts with the other rules: the
 * newsletter and wholesale forms share that module and never ask for a state.
 */
export const validateUsState = oneOf(
  usStates.map((state) => state.code),
  'Select your state',
  'Select a U.S. state from the list',
);

/** Expiry as typed: adds the slash after the month, and lets backspace remove it again. */
function nextExpiry(typed: string, previous: string): string {
  const formatted = formatExpiryInput(typed);
  // Deleting the slash itself would otherwise put it straight back.
  const deletedSlash = typed.length < previous.length && previous.endsWith('/');
  return deletedSlash && formatted.endsWith('/') ? formatted.slice(0, -1) : formatted;
}

/**
 * The checkout form, one entry per field in the order they appear (docs/behaviour.md "Checkout",
 * docs/behaviour.md "Form schemas"). The card number, expiry and security code are `secret`: they
 * never leave the form, only the card's last four digits do.
 */
export const checkoutFields = {
  email: { ...emailField, label: 'Email', sent: 'body' },
  firstName: {
    control: 'text',
    label: 'First name',
    autoComplete: 'given-name',
    required: true,
    maxLength: maxLength.name,
    sent: 'shipping',
    rule: requiredText('Enter your first name', 'First name', maxLength.name),
  },
  lastName: {
    control: 'text',
    label: 'Last name',
    autoComplete: 'family-name',
    required: true,
    maxLength: maxLength.name,
    sent: 'shipping',
    rule: requiredText('Enter your last name', 'Last name', maxLength.name),
  },
  address: {
    control: 'text',
    label: 'Street address',
    autoComplete: 'street-address',
    required: true,
    maxLength: maxLength.address,
    sent: 'shipping',
    rule: requiredText('Enter your street address', 'Address', maxLength.address),
  },
  city: {
    control: 'text',
    label: 'City',
    autoComplete: 'address-level2',
    required: true,
    maxLength: maxLength.city,
    sent: 'shipping',
    rule: requiredText('Enter your city', 'City', maxLength.city),
  },
  /** Two-letter USPS code, e.g. 'CA'. */
  state: {
    control: 'select',
    label: 'State',
    autoComplete: 'address-level1',
    required: true,
    placeholder: 'Select a state',
    options: usStates.map((state) => ({ value: state.code, label: state.name })),
    sent: 'shipping',
    rule: validateUsState,
  },
  zipCode: {
    control: 'text',
    label: 'ZIP code',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    required: true,
    maxLength: 10,
    sent: 'shipping',
    rule: validateZip,
  },
  nameOnCard: {
    control: 'text',
    label: 'Name on card',
    autoComplete: 'cc-name',
    required: true,
    maxLength: maxLength.name,
    sent: 'body',
    rule: requiredText('Enter the name as it appears on the card', 'Name on card', maxLength.name),
  },
  cardNumber: {
    control: 'text',
    label: 'Card number',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    spellCheck: false,
    required: true,
    maxLength: 23,
    secret: true,
    format: formatCardNumberInput,
    rule: validateCardNumber,
  },
  /** MM/YY */
  expiryDate: {
    control: 'text',
    label: 'Expiry date',
    hint: 'MM/YY',
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    placeholder: 'MM/YY',
    required: true,
    maxLength: 5,
    secret: true,
    format: nextExpiry,
    rule: (value, { now }) => validateExpiry(value, now),
  },
  cvv: {
    control: 'text',
    label: 'Security code',
    hint: '3 or 4 digits',
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
    required: true,
    maxLength: 4,
    secret: true,
    format: (typed) => typed.replace(/\D/g, ''),
    rule: validateCvv,
  },
  legalAccepted: {
    control: 'checkbox',
    label: `I am ${MINIMUM_AGE} or older, and I understand and accept this legal notice.`,
    required: true,
    rule: validateLegal,
  },
} satisfies FormSchema;

export type CheckoutSchema = typeof checkoutFields;
export type CheckoutField = FieldName<CheckoutSchema>;
export type CheckoutValues = FormValues<CheckoutSchema>;
export type ShippingAddress = SentValues<CheckoutSchema, 'shipping'>;

/**
 * What the form hands out on a valid submit, and the body of an order besides its lines: the
 * fields `sent` in the body, the shipping address, and the card's last four digits.
 */
export type OrderDetails = SentValues<CheckoutSchema, 'body'> & {
  shipping: ShippingAddress;
  cardLast4: string;
};

export const checkoutFieldNames = fieldNames(checkoutFields);
/** The fields an order carries at its top level and in its `shipping` object. */
export const orderBodyNames = sentNames(checkoutFields, 'body');
export const shippingNames = sentNames(checkoutFields, 'shipping');
/** The card fields a request must never carry. */
export const secretCheckoutNames = secretNames(checkoutFields);

/** The whole checkout form, in the order the fields appear. Empty object = valid. */
export function validateCheckout(
  values: CheckoutValues,
  now: Date = new Date(),
): FieldErrors<CheckoutField> {
  return validateFields(checkoutFields, values, { now });
}

const cardLast4Pattern = /^\d{4}$/;

/** True for exactly four digits: the only part of a card an order may carry. */
export function isCardLast4(value: string): boolean {
  return cardLast4Pattern.test(value);
}

/** The fields an order carries, in form order. */
const sentCheckoutNames = checkoutFieldNames.filter((name) => 'sent' in checkoutFields[name]);

/** The server-side check of what the form sends (no card number, expiry or CVV ever arrive). */
export function validateOrderDetails(details: OrderDetails): FieldErrors<CheckoutField> {
  const received = { ...details, ...details.shipping, cardNumber: '', expiryDate: '', cvv: '' };
  const errors = validateFields(
    checkoutFields,
    { ...received, legalAccepted: false },
    undefined,
    sentCheckoutNames,
  );
  if (!isCardLast4(details.cardLast4)) errors.cardNumber = 'Card number is not valid';
  return errors;
}

/** What leaves the form: trimmed contact and shipping details and the card's last four digits. */
export function toOrderDetails(values: CheckoutValues): OrderDetails {
  const trimmed = trimmedValues(checkoutFields, values);
  return {
    ...pick(trimmed, orderBodyNames),
    shipping: pick(trimmed, shippingNames),
    cardLast4: cardDigits(values.cardNumber).slice(-4),
  };
}

/**
 * The order details built from known keys only, so nothing else the caller's object carries (a
 * full card number, a CVV, an expiry date) can be sent.
 */
export function orderDetailsOf(details: OrderDetails): OrderDetails {
  return {
    ...pick(details, orderBodyNames),
    shipping: pick(details.shipping, shippingNames),
    cardLast4: details.cardLast4,
  };
}
