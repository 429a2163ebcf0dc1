import { cartTotals, MAX_CART_LINES } from '../cart/cart';
import { itemInfo } from '../catalogue/pricing';
import { findStrain } from '../catalogue/strains';
import type { CartLine, ItemId } from '../catalogue/types';
import type { PlacedOrder, ShipTo } from './placedOrder';
import { MAX_QUANTITY, MIN_QUANTITY } from './quantity';
import { usStates } from './usStates';

/**
 * The checkout form's limit for a city (validation.ts, maxLength.city; a unit test keeps them
 * equal): imported, it would split the form rules into a chunk of their own on /checkout.
 */
export const MAX_CITY_LENGTH = 100;

/** Longest order reference shown; the demo API's are 14 characters. */
export const MAX_ORDER_NUMBER_LENGTH = 64;

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text with no control characters and no space at either end, 1 to `max` characters long. */
function isCleanText(value: unknown, max: number): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= max &&
    value.trim() === value &&
    !/\p{Cc}/u.test(value)
  );
}

function itemId(value: unknown): ItemId | undefined {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  return typeof value === 'string' ? findStrain(value)?.id : undefined;
}

/** A line exactly as the catalogue prices it, or undefined when anything differs. */
function orderedLine(value: unknown): CartLine | undefined {
  if (!isObject(value)) return undefined;
  const id = itemId(value.id);
  const { size, quantity, name, price } = value;
  if (id === undefined || typeof size !== 'string') return undefined;
  if (
    typeof quantity !== 'number' ||
    !Number.isInteger(quantity) ||
    quantity < MIN_QUANTITY ||
    quantity > MAX_QUANTITY
  ) {
    return undefined;
  }
  const info = itemInfo(id, size);
  // A name or price the catalogue does not give was typed in: the order is not shown at all.
  if (info === undefined || name !== info.name || price !== info.price) return undefined;
  return { id, name: info.name, size, price: info.price, quantity, image: info.image };
}

function shipTo(value: unknown): ShipTo | undefined {
  if (!isObject(value)) return undefined;
  const { city, state } = value;
  if (!isCleanText(city, MAX_CITY_LENGTH)) return undefined;
  if (typeof state !== 'string' || !usStates.some((known) => known.code === state)) {
    return undefined;
  }
  return { city, state };
}

/**
 * The placed order in a stored or passed value (docs/behaviour.md "Order confirmation"), or
 * null. All or nothing: a line, total or address the order could not have had means no order,
 * so the page never shows a made-up one. Only the fields it names are kept.
 */
export function readPlacedOrder(value: unknown): PlacedOrder | null {
  try {
    if (!isObject(value)) return null;
    const { orderNumber, lines: storedLines } = value;
    if (!isCleanText(orderNumber, MAX_ORDER_NUMBER_LENGTH)) return null;
    if (!Array.isArray(storedLines)) return null;
    if (storedLines.length === 0 || storedLines.length > MAX_CART_LINES) return null;
    const lines: CartLine[] = [];
    const seen = new Set<string>();
    for (const stored of storedLines) {
      const line = orderedLine(stored);
      const key = line && JSON.stringify([line.id, line.size]);
      if (line === undefined || key === undefined || seen.has(key)) return null;
      seen.add(key);
      lines.push(line);
    }
    const totals = cartTotals(lines);
    if (
      value.subtotal !== totals.subtotal ||
      value.shipping !== totals.shipping ||
      value.total !== totals.total
    ) {
      return null;
    }
    const address = shipTo(value.shipTo);
    if (address === undefined) return null;
    const { subtotal, shipping, total } = totals;
    return { orderNumber, lines, subtotal, shipping, total, shipTo: address };
  } catch {
    // Only a hostile value (a throwing getter or proxy) gets here: no order.
    return null;
  }
}

/** The placed order in sessionStorage's text (null when the key is absent), or null. */
export function parsePlacedOrder(text: string | null): PlacedOrder | null {
  if (text === null) return null;
  try {
    return readPlacedOrder(JSON.parse(text));
  } catch {
    return null;
  }
}
