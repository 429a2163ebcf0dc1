import type { ProductListing } from './types';

/**
 * The catalogue's listings as the first load sees them: not there until some code needs them
 * (docs/architecture.md "The catalogue loads when needed"). Every page's entry would otherwise
 * carry every product's name, price and sizes, and grow with the catalogue. A screen that shows
 * products imports src/catalogue/listings.ts, which hands its lookup over here when it runs; the
 * cart and the saved lists, which run on every page, ask for it with `loadListings()` (loadListings.ts) only when
 * storage holds a product to check.
 */
export type FindListing = (id: number) => ProductListing | undefined;

let find: FindListing | undefined;
const listeners = new Set<() => void>();

/** Called by listings.ts as it runs: from then on every lookup here answers. */
export function provideListings(lookup: FindListing): void {
  find = lookup;
  for (const listener of [...listeners]) listener();
}

/** The lookup when the listings have loaded, else undefined: nothing may be judged without it. */
export function listingsLoaded(): FindListing | undefined {
  return find;
}

/** For useSyncExternalStore: tells the listener once the listings have arrived. */
export function subscribeListings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
