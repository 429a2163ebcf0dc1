import { describe, expect, it } from 'vitest';
import { needsListings, priceLines, readStoredCart, readStoredLines } from '../../src/cart/cart';
import { listingsLoaded } from '../../src/catalogue/listingsIndex';
import { loadListings } from '../../src/catalogue/loadListings';
import { listedIds, productIdsSerializer, readStoredIds } from '../../src/saved/productLists';

// docs/architecture.md "The catalogue loads when needed": the cart and the saved lists read
// storage on every page, before the listings have loaded, and must not lose a product for it.
// This file imports nothing that imports the listings, so they start absent, as on a page's
// first load.

const stored = JSON.stringify([
  { id: 4, name: 'Tampered', size: '8 pack', price: 1, quantity: 2, image: '' },
  { id: 'gelato', size: '3.5g', quantity: 1 },
  { id: 9999, size: 'Standard', quantity: 1 },
]);

describe('before the listings have loaded', () => {
  it('has none', () => {
    expect(listingsLoaded()).toBeUndefined();
  });

  it('reads a stored cart whole, products included, and says it needs the listings', () => {
    const lines = readStoredLines(stored);
    expect(lines).toEqual([
      { id: 4, size: '8 pack', quantity: 2 },
      { id: 'gelato', size: '3.5g', quantity: 1 },
      { id: 9999, size: 'Standard', quantity: 1 },
    ]);
    expect(needsListings(lines)).toBe(true);
    expect(needsListings(readStoredLines('[{"id":"gelato","size":"3.5g","quantity":1}]'))).toBe(
      false,
    );
  });

  it('keeps every stored id of a saved list, and writes them all back', () => {
    const { stringify } = productIdsSerializer(8);
    expect(readStoredIds('[4,9999,12]')).toEqual([4, 9999, 12]);
    expect(stringify([4, 9999, 12])).toBe('[4,9999,12]');
  });
});

describe('once the listings have loaded', () => {
  it('prices the lines from the catalogue and drops the unknown product', async () => {
    await loadListings();
    expect(listingsLoaded()).toBeDefined();
    expect(priceLines(readStoredLines(stored)).map(({ id, price }) => [id, price])).toEqual([
      [4, 7199],
      ['gelato', 2499],
    ]);
    expect(readStoredCart(stored)).toEqual(priceLines(readStoredLines(stored)));
  });

  it('keeps only the listed ids of a saved list', () => {
    expect(listedIds([4, 9999, 12], 8)).toEqual([4, 12]);
    expect(productIdsSerializer(8).stringify([4, 9999, 12])).toBe('[4,12]');
  });
});
