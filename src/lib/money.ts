import type { Cents } from '../catalogue/types';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `123450` -> `$1,234.50`. Money is integer cents everywhere; only this turns it into text. */
export function formatMoney(cents: Cents): string {
  // `+ 0` turns a rounded -0 (e.g. from -0.4) into 0, which Intl would print as '-$0.00'.
  return usd.format((Math.round(cents) + 0) / 100);
}

/** Exact line total: integer cents times a whole quantity never drifts like 3 × 24.99 in floats. */
export function multiplyCents(unit: Cents, quantity: number): Cents {
  return Math.round(unit) * Math.trunc(quantity);
}
