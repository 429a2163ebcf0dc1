/**
 * The rules one field's value must meet, used by the form schemas (`src/lib/forms/`), so the forms
 * (on submit) and the demo API handlers (the "server" check) apply the same ones. Every rule
 * returns a message a person can act on, or `undefined` when the value is fine.
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

// One '@', no spaces, a dot in the domain with a 2+ letter ending: strict enough to catch typos,
// loose enough for every real address (plus tags, subdomains, long TLDs).
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
const zipPattern = /^\d{5}(?:-\d{4})?$/;
const expiryPattern = /^(\d{2})\/(\d{2})$/;
const cvvPattern = /^\d{3,4}$/;

function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** A required text field's rule: blank, or longer than `max` characters, gets a message. */
export function requiredText(blank: string, label: string, max: number) {
  return (value: string): string | undefined => {
    if (isBlank(value)) return blank;
    if (value.trim().length > max) return `${label} must be ${max} characters or fewer`;
    return undefined;
  };
}

/** An optional text field's rule: only its length is checked (untrimmed, as typed). */
export function optionalText(label: string, max: number) {
  return (value: string): string | undefined =>
    value.length > max ? `${label} must be ${max} characters or fewer` : undefined;
}

/** A choice from a fixed list: none, or one the list does not have, gets a message. */
export function oneOf(values: readonly string[], none: string, unknown: string) {
  return (value: string): string | undefined => {
    if (isBlank(value)) return none;
    return values.includes(value) ? undefined : unknown;
  };
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

export const legalMessage = 'Please confirm you understand and accept the legal disclaimer.';

/** The legal box: ticked, or the legal message. */
export function validateLegal(accepted: boolean): string | undefined {
  return accepted ? undefined : legalMessage;
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
