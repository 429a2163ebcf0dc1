import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CART_LOCK_NAME, CART_STORAGE_KEY, useCart, type UseCart } from '../../src/cart/useCart';
import { listingsLoaded } from '../../src/catalogue/listingsIndex';
import { ARRIVAL_TIMEOUT_MS } from '../../stories/support/timing';

// docs/architecture.md "The catalogue loads when needed": a page's first load does not carry the
// listings, so a stored cart with products waits for them before it shows, and a load that
// fails loses nothing (tests/e2e/reliability/code-loading.spec.ts blocks their chunk). Nothing here
// imports the listings: they start absent, as on a first load.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const STORED = JSON.stringify([
  { id: 4, name: 'Tampered', size: '8 pack', price: 1, quantity: 2, image: '' },
  { id: 9999, size: 'Standard', quantity: 1 },
]);

const roots: Root[] = [];
afterAll(() => {
  for (const root of roots) act(() => root.unmount());
  localStorage.clear();
});

function mountCart(): { readonly current: UseCart } {
  let latest: UseCart | undefined;
  function Probe() {
    latest = useCart();
    return null;
  }
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  roots.push(root);
  act(() => root.render(<Probe />));
  return {
    get current() {
      if (!latest) throw new Error('useCart has not rendered');
      return latest;
    },
  };
}

describe('useCart before the listings have loaded', () => {
  it('shows a cart of strains only at once, stores its changes priced, and never loads them', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ id: 'gelato', size: '3.5g', quantity: 1, price: 1, name: 'Tampered' }]),
    );
    const cart = mountCart();
    expect(cart.current.ready).toBe(true);
    expect(cart.current.lines.map(({ id, price }) => [id, price])).toEqual([['gelato', 2499]]);
    act(() => cart.current.setQuantity('gelato', '3.5g', 2));
    await act(() => navigator.locks.request(CART_LOCK_NAME, () => undefined));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ id: 'gelato', name: 'Gelato', price: 2499, quantity: 2 }),
    ]);
    expect(listingsLoaded()).toBeUndefined();
    for (const root of roots.splice(0)) act(() => root.unmount());
  });

  it('shows nothing until they arrive, then the stored cart priced, and loses no product', async () => {
    localStorage.setItem(CART_STORAGE_KEY, STORED);
    const cart = mountCart();
    expect(listingsLoaded()).toBeUndefined();
    // Not an empty cart: not read yet (the badge shows no count, the cart page its frame).
    expect(cart.current.ready).toBe(false);
    expect(cart.current.lines).toEqual([]);
    expect(cart.current.count).toBe(0);
    // A strain needs no listings to be added; its write waits until the products can be judged.
    act(() => void cart.current.add({ id: 'gelato', size: '3.5g', quantity: 1 }));

    // A cold dev server compiles the listings on their first request: as long as stories wait.
    await vi.waitFor(() => expect(cart.current.ready).toBe(true), { timeout: ARRIVAL_TIMEOUT_MS });
    expect(cart.current.checkFailed).toBe(false);
    expect(cart.current.lines.map(({ id, price, quantity }) => [id, price, quantity])).toEqual([
      [4, 7199, 2],
      ['gelato', 2499, 1],
    ]);
    await act(() => navigator.locks.request(CART_LOCK_NAME, () => undefined));
    // Stored with the product kept and priced, the unknown one dropped.
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as {
      id: unknown;
      price: unknown;
    }[];
    expect(stored.map(({ id, price }) => [id, price])).toEqual([
      [4, 7199],
      ['gelato', 2499],
    ]);
  });
});
