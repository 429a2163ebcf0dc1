import type { Cents } from '../catalogue/types';
import { formatMoney } from './money';

/** The one shipping rule (docs/behaviour.md "Shipping": flat $10 on any non-empty order, else $0). */
export const FLAT_SHIPPING: Cents = 1000;

export function shippingFor(subtotal: Cents): Cents {
  return subtotal > 0 ? FLAT_SHIPPING : 0;
}

/** Every text that mentions shipping is made here, from the rule above. */
export const shippingText = {
  /** Shop banner. */
  banner: `Flat ${formatMoney(FLAT_SHIPPING)} shipping on every U.S. order`,
  /** Product page note. */
  productNote: `Ships to every U.S. state that allows hemp products, for a flat ${formatMoney(FLAT_SHIPPING)} per order.`,
  /** Order summary line label. */
  summaryLabel: 'Flat Rate Shipping – All U.S. orders',
  /** Compact (checkout) summary line label. */
  checkoutLabel: `Flat Rate Shipping – ${formatMoney(FLAT_SHIPPING).replace('.00', '')} (All U.S. orders)`,
} as const;
