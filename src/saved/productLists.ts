/**
 * The rules of the two stored product lists, saved products and recently viewed, as plain
 * functions over an immutable list of product ids, newest first (no React, no DOM). Like the
 * cart (src/cart/cart.ts), whatever storage holds is validated against the catalogue, in two
 * halves: its shape on every page, its products once the listings have loaded
 * (src/catalogue/listingsIndex.ts).
 */
import { MAX_STORED_ENTRIES, storedProductId } from '../cart/cart';
import { listingsLoaded } from '../catalogue/listingsIndex';

/** Product ids, newest first, each once (and, once checked, each a catalogue product). */
export type ProductIds = readonly number[];

/** A shopper saves as many products as they like, up to the entries storage is read for. */
export const MAX_SAVED = MAX_STORED_ENTRIES;
/** The recently viewed row keeps the last eight products looked at. */
export const MAX_RECENTLY_VIEWED = 8;

const NO_IDS: ProductIds = [];

/** Whether the catalogue has this product; false until the listings have loaded. */
function isListed(id: number): boolean {
  return listingsLoaded()?.(id) !== undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The first half, which needs no catalogue: what storage held (its JSON text, or an already
 * parsed value) as product ids. Never throws: anything that is not a list gives an empty one;
 * entries that are not ids are dropped, and repeats keep their first (newest) place.
 */
export function readStoredIds(raw: unknown): ProductIds {
  try {
    const value = typeof raw === 'string' ? parseJson(raw) : raw;
    if (!Array.isArray(value)) return NO_IDS;
    const ids = new Set<number>();
    for (const entry of value.slice(0, MAX_STORED_ENTRIES)) {
      const id = storedProductId(entry);
      if (id !== undefined) ids.add(id);
    }
    return [...ids];
  } catch {
    // Only a hostile value (a throwing getter or proxy) gets here; treat it like unreadable JSON.
    return NO_IDS;
  }
}

/**
 * The second half: the ids the catalogue has, in order, cut at `cap`. Before the listings have
 * loaded no product is known, so callers wait for them (src/catalogue/useListings.ts).
 */
export function listedIds(ids: ProductIds, cap: number): ProductIds {
  const listed = ids.filter(isListed).slice(0, cap);
  return listed.length === ids.length ? ids : listed;
}

/**
 * Turns what storage held into a valid list: `readStoredIds`, then `listedIds`. Never throws:
 * anything that is not a list gives an empty one; entries that are not catalogue products are
 * dropped, repeats keep their first (newest) place, and the list is cut at `cap`.
 */
export function readProductIds(raw: unknown, cap: number): ProductIds {
  return listedIds(readStoredIds(raw), cap);
}

/** Saves a product (newest first) or, when it is saved already, takes it out. */
export function toggleSaved(ids: ProductIds, id: number): ProductIds {
  if (ids.includes(id)) return ids.filter((saved) => saved !== id);
  if (!isListed(id)) return ids;
  return [id, ...ids].slice(0, MAX_SAVED);
}

/** A product page seen: it moves to the front, and the list keeps the last eight. */
export function recordView(ids: ProductIds, id: number): ProductIds {
  if (!isListed(id)) return ids;
  if (ids[0] === id) return ids;
  return [id, ...ids.filter((seen) => seen !== id)].slice(0, MAX_RECENTLY_VIEWED);
}

/** The list to show: the stored order, without the product the shopper is looking at. */
export function othersThan(ids: ProductIds, current: number | undefined): ProductIds {
  return current === undefined ? ids : ids.filter((id) => id !== current);
}

/**
 * The storage hook's serializer for a list capped at `cap`. Reading checks the shape only (it
 * runs on every page, before the listings); the hook then keeps the listed ids. Writing
 * validates in full, so nothing but a clean list is stored; should the listings not be here yet,
 * it keeps every id rather than drop products it cannot look up.
 */
export function productIdsSerializer(cap: number) {
  return {
    parse: (text: string): ProductIds => readStoredIds(text),
    stringify: (value: unknown): string =>
      JSON.stringify(
        listingsLoaded() ? readProductIds(value, cap) : readStoredIds(value).slice(0, cap),
      ),
  };
}
