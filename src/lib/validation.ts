import {
  wholesaleStates,
  type CheckoutField,
  type OrderDetails,
  type WholesaleApplication,
  type WholesaleField,
} from './apiTypes';
import { usStates } from './usStates';

/**
 * Form rules shared by the forms (on submit) and the demo API handlers (the "server" check).
 * Every function returns a message a person can act on, or `undefined` when the value is fine.
 */

/** Longest value any text field accepts; long enough for real names and addresses. */
export const maxLength = {
  email: 254,
  name: 100,
  address: 200,
  city: 100,
  storeName: 200,
  message: 2000,
} as const;

export interface CheckoutValues {
  email: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  /** Two-letter USPS code, e.g. 'CA'. */
  state: string;
  zipCode: string;
  nameOnCard: string;
  cardNumber: string;
  /** MM/YY */
  expiryDate: string;
  cvv: string;
  legalAccepted: boolean;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export { usStates, type UsState } from './usStates';

const usStateCodes = new Set(usStates.map((state) => state.code));

// One '@', no spaces, a dot in the domain with a 2+ letter ending: strict enough to catch typos,
// loose enough for every real address (plus tags, subdomains, long TLDs).
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
const zipPattern = /^\d{5}(?:-\d{4})?$/;
const expiryPattern = /^(\d{2})\/(\d{2})$/;
const cvvPattern = /^\d{3,4}$/;

function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** A required text field: blank, or longer than `max` characters, gets a message. */
function validateRequiredText(
  value: string,
  blank: string,
  label: string,
  max: number,
): string | undefined {
  if (isBlank(value)) return blank;
  if (value.trim().length > max) return `${label} must be ${max} characters or fewer`;
  return undefined;
}

export function validateEmail(email: string): string | undefined {
  const value = email.trim();
  if (value === '') return 'Enter your email address';
  if (value.length > maxLength.email || !emailPattern.test(value)) {
    return 'Enter a valid email address, like name@example.com';
  }
  return undefined;
}

/** 5 digits or ZIP+4 (`12345-6789`). */
export function validateZip(zip: string): string | undefined {
  const value = zip.trim();
  if (value === '') return 'Enter your ZIP code';
  if (!zipPattern.test(value)) return 'Enter a 5-digit ZIP code, like 90210 or 90210-1234';
  return undefined;
}

/** The Luhn checksum over a string of digits only; anything else is not valid. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Digits of a card number as typed: spaces (and dashes) are the only separators allowed. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

export function validateCardNumber(cardNumber: string): string | undefined {
  const digits = cardDigits(cardNumber);
  if (digits === '') return 'Enter your card number';
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) return 'Card number is not valid';
  return undefined;
}

/** MM/YY; the card works through the last day of that month, so the current month is valid. */
export function validateExpiry(mmYY: string, now: Date = new Date()): string | undefined {
  const value = mmYY.trim();
  if (value === '') return 'Enter the expiry date (MM/YY)';
  const match = expiryPattern.exec(value);
  if (!match) return 'Enter the expiry date as MM/YY, like 08/29';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'Enter a month from 01 to 12';
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth))
    return 'Expiry date is in the past';
  return undefined;
}

export function validateCvv(cvv: string): string | undefined {
  const value = cvv.trim();
  if (value === '') return 'Enter the security code (CVV)';
  if (!cvvPattern.test(value)) return 'Security code must be 3 or 4 digits';
  return undefined;
}

function validateUsState(code: string): string | undefined {
  if (isBlank(code)) return 'Select your state';
  if (!usStateCodes.has(code)) return 'Select a U.S. state from the list';
  return undefined;
}

const legalMessage = 'Please confirm you understand and accept the legal disclaimer.';

/** Drops the fields without a message, so `Object.keys(result).length === 0` means valid. */
function collect<Field extends string>(
  checks: Record<Field, string | undefined>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const message = checks[field];
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

function shippingChecks(
  values: Omit<
    CheckoutValues,
    'email' | 'nameOnCard' | 'cardNumber' | 'expiryDate' | 'cvv' | 'legalAccepted'
  >,
) {
  return {
    firstName: validateRequiredText(
      values.firstName,
      'Enter your first name',
      'First name',
      maxLength.name,
    ),
    lastName: validateRequiredText(
      values.lastName,
      'Enter your last name',
      'Last name',
      maxLength.name,
    ),
    address: validateRequiredText(
      values.address,
      'Enter your street address',
      'Address',
      maxLength.address,
    ),
    city: validateRequiredText(values.city, 'Enter your city', 'City', maxLength.city),
    state: validateUsState(values.state),
    zipCode: validateZip(values.zipCode),
  };
}

function validateNameOnCard(name: string): string | undefined {
  return validateRequiredText(
    name,
    'Enter the name as it appears on the card',
    'Name on card',
    maxLength.name,
  );
}

/** The whole checkout form, in the order the fields appear. Empty object = valid. */
export function validateCheckout(
  values: CheckoutValues,
  now: Date = new Date(),
): FieldErrors<CheckoutField> {
  return collect<CheckoutField>({
    email: validateEmail(values.email),
    ...shippingChecks(values),
    nameOnCard: validateNameOnCard(values.nameOnCard),
    cardNumber: validateCardNumber(values.cardNumber),
    expiryDate: validateExpiry(values.expiryDate, now),
    cvv: validateCvv(values.cvv),
    legalAccepted: values.legalAccepted ? undefined : legalMessage,
  });
}

/** The server-side check of what the form sends (no card number, expiry or CVV ever arrive). */
export function validateOrderDetails(details: OrderDetails): FieldErrors<CheckoutField> {
  return collect<CheckoutField>({
    email: validateEmail(details.email),
    ...shippingChecks(details.shipping),
    nameOnCard: validateNameOnCard(details.nameOnCard),
    cardNumber: /^\d{4}$/.test(details.cardLast4) ? undefined : 'Card number is not valid',
    expiryDate: undefined,
    cvv: undefined,
    legalAccepted: undefined,
  });
}

export function validateWholesale(values: WholesaleApplication): FieldErrors<WholesaleField> {
  const knownState = (wholesaleStates as readonly string[]).includes(values.state);
  return collect<WholesaleField>({
    name: validateRequiredText(values.name, 'Enter your name', 'Name', maxLength.name),
    email: validateEmail(values.email),
    storeName: validateRequiredText(
      values.storeName,
      'Enter your store name',
      'Store name',
      maxLength.storeName,
    ),
    state: isBlank(values.state)
      ? 'Select a state'
      : knownState
        ? undefined
        : 'Select a state from the list',
    message:
      values.message.length > maxLength.message
        ? `Message must be ${maxLength.message} characters or fewer`
        : undefined,
  });
}

/** Expiry as typed: digits only, a slash after the month, at most MM/YY. '12' -> '12/', '123' -> '12/3'. */
export function formatExpiryInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Card number as typed: digits only, in groups of 4, at most 19 digits. */
export function formatCardNumberInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
