/**
 * The rules of the two stored product lists, saved products and recently viewed, as plain
 * functions over an immutable list of product ids, newest first (no React, no DOM). Like the
 * cart (src/cart/cart.ts), whatever storage holds is validated against the catalogue.
 */
import { MAX_STORED_ENTRIES } from '../cart/cart';
import { findListing, listings, parseProductId } from '../catalogue/listings';

/** Product ids, newest first, each a catalogue product and each once. */
export type ProductIds = readonly number[];

/** Every product can be saved; more than the catalogue holds is a tampered list. */
export const MAX_SAVED = listings.length;
/** The recently viewed row keeps the last eight products looked at. */
export const MAX_RECENTLY_VIEWED = 8;

const NO_IDS: ProductIds = [];

/** A stored entry as a catalogue product id: a number, or its decimal digits as text. */
function storedProductId(value: unknown): number | undefined {
  if (typeof value === 'string') return parseProductId(value);
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return undefined;
  return findListing(value) === undefined ? undefined : value;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Turns what storage held (its JSON text, or an already parsed value) into a valid list. Never
 * throws: anything that is not a list gives an empty one; entries that are not catalogue
 * products are dropped, repeats keep their first (newest) place, and the list is cut at `cap`.
 */
export function readProductIds(raw: unknown, cap: number): ProductIds {
  try {
    const value = typeof raw === 'string' ? parseJson(raw) : raw;
    if (!Array.isArray(value)) return NO_IDS;
    const ids: number[] = [];
    for (const entry of value.slice(0, MAX_STORED_ENTRIES)) {
      const id = storedProductId(entry);
      if (id !== undefined && !ids.includes(id)) ids.push(id);
      if (ids.length >= cap) break;
    }
    return ids;
  } catch {
    // Only a hostile value (a throwing getter or proxy) gets here; treat it like unreadable JSON.
    return NO_IDS;
  }
}

/** Saves a product (newest first) or, when it is saved already, takes it out. */
export function toggleSaved(ids: ProductIds, id: number): ProductIds {
  if (ids.includes(id)) return ids.filter((saved) => saved !== id);
  if (findListing(id) === undefined) return ids;
  return [id, ...ids].slice(0, MAX_SAVED);
}

/** A product page seen: it moves to the front, and the list keeps the last eight. */
export function recordView(ids: ProductIds, id: number): ProductIds {
  if (findListing(id) === undefined) return ids;
  if (ids[0] === id) return ids;
  return [id, ...ids.filter((seen) => seen !== id)].slice(0, MAX_RECENTLY_VIEWED);
}

/** The list to show: the stored order, without the product the shopper is looking at. */
export function othersThan(ids: ProductIds, current: number | undefined): ProductIds {
  return current === undefined ? ids : ids.filter((id) => id !== current);
}

/**
 * The storage hook's serializer for a list capped at `cap`: reading validates, and writing
 * validates too, so nothing but a clean list is ever stored.
 */
export function productIdsSerializer(cap: number) {
  return {
    parse: (text: string): ProductIds => readProductIds(text, cap),
    stringify: (value: unknown): string => JSON.stringify(readProductIds(value, cap)),
  };
}
