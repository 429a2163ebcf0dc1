/**
 * The cart's rules, as plain functions over an immutable list of lines (no React, no DOM).
 * A line is identified by id + size; its name, price and image always come from the catalogue.
 */
import { itemInfo, type ItemInfo } from '../catalogue/pricing';
import { findStrain } from '../catalogue/strains';
import type { AddToCartRequest, Cart, CartLine, Cents, ItemId } from '../catalogue/types';
import { multiplyCents } from '../lib/money';
import { MAX_QUANTITY, MIN_QUANTITY, clampQuantity } from '../lib/quantity';
import { shippingFor } from '../lib/shipping';

/** Far more distinct lines than the catalogue can produce; a tampered cart is cut here. */
export const MAX_CART_LINES = 200;
/** Stored entries looked at, at most: a huge tampered list cannot stall the page. */
export const MAX_STORED_ENTRIES = 1000;

export interface CartTotals {
  /** Number of items (sum of quantities), as on the cart badge. */
  count: number;
  subtotal: Cents;
  shipping: Cents;
  total: Cents;
}

const EMPTY_CART: Cart = [];

/** A line in the stored field order, with name, price (integer cents) and image from the catalogue. */
function catalogueLine(id: ItemId, size: string, quantity: number, info: ItemInfo): CartLine {
  return { id, name: info.name, size, price: info.price, quantity, image: info.image };
}

function isLine(line: CartLine, id: ItemId, size: string): boolean {
  return line.id === id && line.size === size;
}

/** What an add did: how many of the asked-for items went in, and the line's quantity after. */
export interface AddOutcome {
  cart: Cart;
  /** 'added': all of them; 'partly': some, up to the maximum; 'capped': none, the line is full. */
  result: 'added' | 'partly' | 'capped' | 'unavailable';
  requested: number;
  added: number;
  /** The line's quantity after the add (0 when the item is not in the catalogue). */
  quantity: number;
}

/**
 * Adds to the line with the same id and size (up to 99), or appends a new line priced from the
 * catalogue, and says what happened, so nothing announces an add the cap refused.
 */
export function addToCartOutcome(cart: Cart, request: AddToCartRequest): AddOutcome {
  const requested = clampQuantity(request.quantity);
  const info = itemInfo(request.id, request.size);
  if (info === undefined) return { cart, result: 'unavailable', requested, added: 0, quantity: 0 };
  const existing = cart.find((line) => isLine(line, request.id, request.size));
  if (existing === undefined) {
    return {
      cart: [...cart, catalogueLine(request.id, request.size, requested, info)],
      result: 'added',
      requested,
      added: requested,
      quantity: requested,
    };
  }
  const quantity = Math.min(MAX_QUANTITY, existing.quantity + requested);
  const added = quantity - existing.quantity;
  const result = added === requested ? 'added' : added > 0 ? 'partly' : 'capped';
  if (added === 0) return { cart, result, requested, added, quantity };
  return {
    cart: cart.map((line) => (line === existing ? { ...line, quantity } : line)),
    result,
    requested,
    added,
    quantity,
  };
}

/** Adds to the line with the same id and size (up to 99), or appends a new line priced from the catalogue. */
export function addToCart(cart: Cart, request: AddToCartRequest): Cart {
  return addToCartOutcome(cart, request).cart;
}

/**
 * Takes an order's lines out of the cart: each line loses the quantity that was ordered and goes
 * when none is left. Lines added while the order was on its way stay.
 */
export function removeOrdered(cart: Cart, ordered: readonly AddToCartRequest[]): Cart {
  return cart.flatMap((line) => {
    const gone = ordered
      .filter((item) => isLine(line, item.id, item.size))
      .reduce((sum, item) => sum + item.quantity, 0);
    const quantity = line.quantity - gone;
    if (gone === 0) return [line];
    return quantity > 0 ? [{ ...line, quantity }] : [];
  });
}

/**
 * Replaces a line's quantity. Below 1 (after dropping any fraction) removes the line; above 99
 * becomes 99; NaN changes nothing, so a bad input can never silently empty a line.
 */
export function setQuantity(cart: Cart, id: ItemId, size: string, quantity: number): Cart {
  if (Number.isNaN(quantity)) return cart;
  if (Math.trunc(quantity) < MIN_QUANTITY) return removeLine(cart, id, size);
  const whole = clampQuantity(quantity);
  const existing = cart.find((line) => isLine(line, id, size));
  if (existing === undefined || existing.quantity === whole) return cart;
  return cart.map((line) => (line === existing ? { ...line, quantity: whole } : line));
}

export function removeLine(cart: Cart, id: ItemId, size: string): Cart {
  const kept = cart.filter((line) => !isLine(line, id, size));
  return kept.length === cart.length ? cart : kept;
}

export function clearCart(): Cart {
  return EMPTY_CART;
}

/** Number of items, counting quantities (the cart badge). */
export function itemCount(cart: Cart): number {
  return cart.reduce((count, line) => count + line.quantity, 0);
}

export function lineTotal(line: CartLine): Cents {
  return multiplyCents(line.price, line.quantity);
}

export function cartSubtotal(cart: Cart): Cents {
  return cart.reduce((subtotal, line) => subtotal + lineTotal(line), 0);
}

export function cartTotals(cart: Cart): CartTotals {
  const subtotal = cartSubtotal(cart);
  const shipping = shippingFor(subtotal);
  return { count: itemCount(cart), subtotal, shipping, total: subtotal + shipping };
}

/**
 * A stored product id: a whole number ≥ 1, or its decimal digits as text (as in a URL). Not yet
 * checked against the catalogue; the saved lists read theirs with it too (src/saved/productLists.ts).
 */
export function storedProductId(value: unknown): number | undefined {
  const id =
    typeof value === 'string' && /^[1-9][0-9]*$/.test(value)
      ? Number(value)
      : typeof value === 'number'
        ? value
        : undefined;
  return id !== undefined && Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/** A stored id as an item id: product ids as numbers (or "4"), strain ids as known slugs. */
function storedItemId(value: unknown): ItemId | undefined {
  return storedProductId(value) ?? (typeof value === 'string' ? findStrain(value)?.id : undefined);
}

/** A stored quantity as 1..99, or undefined (line dropped) unless it is a finite number ≥ 1. */
function storedQuantity(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^[0-9]+(\.[0-9]+)?$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(number) || number < MIN_QUANTITY) return undefined;
  return Math.min(MAX_QUANTITY, Math.trunc(number));
}

/**
 * A stored line as read, before the catalogue has judged it: an item id, a size and a quantity.
 * Whatever name, price or image was stored is not even read: the catalogue's stand.
 */
export type StoredLine = Pick<CartLine, 'id' | 'size' | 'quantity'>;

function storedLine(entry: unknown): StoredLine | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return undefined;
  const fields = entry as Record<string, unknown>;
  const id = storedItemId(fields.id);
  const size = fields.size;
  const quantity = storedQuantity(fields.quantity);
  if (id === undefined || typeof size !== 'string' || quantity === undefined) return undefined;
  return { id, size, quantity };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The first half of reading a stored cart, which needs no catalogue (so it runs on every page
 * before the listings have loaded, src/catalogue/listingsIndex.ts): whatever came out of
 * localStorage["cart"] (its JSON text, or an already parsed value) as lines of a known shape.
 * Never throws: unreadable input gives no lines; entries without an item id, a size or a quantity
 * that is a number ≥ 1 are dropped; quantities above 99 become 99; lines with the same id and size
 * are merged.
 */
export function readStoredLines(raw: unknown): readonly StoredLine[] {
  try {
    const value = typeof raw === 'string' ? parseJson(raw) : raw;
    if (!Array.isArray(value)) return EMPTY_CART;
    const lines: StoredLine[] = [];
    const indexByKey = new Map<string, number>();
    for (const entry of value.slice(0, MAX_STORED_ENTRIES)) {
      const line = storedLine(entry);
      if (line === undefined) continue;
      const key = JSON.stringify([line.id, line.size]);
      const index = indexByKey.get(key);
      const earlier = index === undefined ? undefined : lines[index];
      if (index !== undefined && earlier !== undefined) {
        lines[index] = {
          ...earlier,
          quantity: Math.min(MAX_QUANTITY, earlier.quantity + line.quantity),
        };
      } else {
        indexByKey.set(key, lines.length);
        lines.push(line);
      }
    }
    return lines;
  } catch {
    // Only a hostile value (a throwing getter or proxy) gets here; treat it like unreadable JSON.
    return EMPTY_CART;
  }
}

/** Whether judging these lines needs the listings: any product in them (strains are always here). */
export function needsListings(lines: readonly StoredLine[]): boolean {
  return lines.some((line) => typeof line.id === 'number');
}

/**
 * The second half: each line priced from the catalogue (name, unit price and image), the lines of
 * unknown items or sizes dropped, at most MAX_CART_LINES kept. A product is known only once the
 * listings have loaded: call it before then and products are dropped, so the cart waits for
 * `loadListings()` whenever `needsListings` says so.
 */
export function priceLines(lines: readonly StoredLine[]): Cart {
  const priced: CartLine[] = [];
  for (const { id, size, quantity } of lines) {
    const info = itemInfo(id, size);
    if (info !== undefined) priced.push(catalogueLine(id, size, quantity, info));
    if (priced.length >= MAX_CART_LINES) break;
  }
  return priced;
}

/**
 * Turns whatever came out of localStorage["cart"] into a valid cart: `readStoredLines`, then
 * `priceLines`. Never throws: unreadable input gives an empty cart; unknown items, unknown
 * sizes and quantities that are not a number ≥ 1 are dropped; quantities above 99 become 99;
 * lines with the same id and size are merged.
 */
export function readStoredCart(raw: unknown): Cart {
  return priceLines(readStoredLines(raw));
}
