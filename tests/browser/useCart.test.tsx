import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import useLocalStorageState from 'use-local-storage-state';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, readStoredCart } from '../../src/cart/cart';
import { CART_LOCK_NAME, CART_STORAGE_KEY, useCart, type UseCart } from '../../src/cart/useCart';
import { loadListings } from '../../src/catalogue/loadListings';
import type { CartLine } from '../../src/catalogue/types';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// The listings the cart checks products against are here, as on a screen that shows products;
// tests/browser/useCartListings.test.tsx shows the cart before they have loaded.
beforeAll(async () => {
  await loadListings();
});

/** A mounted useCart: `current` is what the hook returned on its latest render. */
interface MountedCart {
  readonly current: UseCart;
}

function CartProbe({ report }: { report: (cart: UseCart) => void }) {
  report(useCart());
  return null;
}

const roots: Root[] = [];

function mountCart(): MountedCart {
  let latest: UseCart | undefined;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  act(() => {
    root.render(<CartProbe report={(cart) => (latest = cart)} />);
  });
  return {
    get current() {
      if (!latest) throw new Error('useCart has not rendered');
      return latest;
    },
  };
}

/**
 * Waits until the store has stored every change: a change shows at once and is written under the
 * cart's Web Lock, so a request for that lock is granted once the writes before it are done.
 */
async function saved(): Promise<void> {
  await act(() => navigator.locks.request(CART_LOCK_NAME, () => undefined));
}

function stored(): unknown {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');
}

function summary(cart: UseCart): [CartLine['id'], string, number][] {
  return cart.lines.map((line) => [line.id, line.size, line.quantity]);
}

/** What another tab does: write the key, then this tab's browser fires a storage event. */
function writeFromAnotherTab(value: string, { announce }: { announce: boolean }) {
  localStorage.setItem(CART_STORAGE_KEY, value);
  if (announce) {
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: CART_STORAGE_KEY,
        newValue: value,
        storageArea: localStorage,
      }),
    );
  }
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(async () => {
  vi.restoreAllMocks();
  // Bring the library and the cart's writes back from their in-memory fallback: one successful
  // write does it, and the lock is waited for so that write lands before the next test seeds
  // storage.
  localStorage.setItem(CART_STORAGE_KEY, '[]');
  const cart = mountCart();
  act(() => cart.current.clear());
  await saved();
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.replaceChildren();
  localStorage.clear();
});

describe('useCart', () => {
  it('starts empty, adds, and stores the cart under "cart"', async () => {
    const cart = mountCart();
    expect(cart.current.lines).toEqual([]);
    expect(cart.current.persistent).toBe(true);

    act(() => cart.current.add({ id: 'super-glue', size: '3.5g', quantity: 3 }));
    await saved();

    expect(summary(cart.current)).toEqual([['super-glue', '3.5g', 3]]);
    expect(cart.current).toMatchObject({ count: 3, subtotal: 7497, shipping: 1000, total: 8497 });
    expect(stored()).toEqual([
      expect.objectContaining({ id: 'super-glue', size: '3.5g', price: 2499, quantity: 3 }),
    ]);
  });

  it('sets quantities, removes at 0, removes and clears', async () => {
    const cart = mountCart();
    act(() => {
      cart.current.add({ id: 'gelato', size: '3.5g', quantity: 1 });
      cart.current.add({ id: 4, size: '8 pack', quantity: 2 });
    });
    act(() => cart.current.setQuantity('gelato', '3.5g', 150));
    expect(summary(cart.current)).toEqual([
      ['gelato', '3.5g', 99],
      [4, '8 pack', 2],
    ]);
    act(() => cart.current.setQuantity(4, '8 pack', 0));
    expect(summary(cart.current)).toEqual([['gelato', '3.5g', 99]]);
    act(() => cart.current.remove('gelato', '3.5g'));
    expect(cart.current.lines).toEqual([]);
    expect(cart.current.total).toBe(0);

    act(() => cart.current.add({ id: 'gelato', size: '28g', quantity: 1 }));
    act(() => cart.current.clear());
    expect(cart.current.lines).toEqual([]);
    await saved();
    expect(stored()).toEqual([]);
  });

  it('keeps two hook instances on one page in sync', () => {
    const badge = mountCart();
    const cartScreen = mountCart();

    act(() => badge.current.add({ id: 'gary-payton', size: '28g', quantity: 2 }));
    expect(summary(cartScreen.current)).toEqual([['gary-payton', '28g', 2]]);

    act(() => cartScreen.current.setQuantity('gary-payton', '28g', 5));
    expect(badge.current.count).toBe(5);

    act(() => cartScreen.current.remove('gary-payton', '28g'));
    expect(badge.current.lines).toEqual([]);
  });

  it('follows a change made in another tab, with catalogue prices', async () => {
    const cart = mountCart();
    act(() => cart.current.add({ id: 'gelato', size: '3.5g', quantity: 1 }));
    await saved();

    const fromOtherTab = JSON.stringify([
      { id: 'gelato', name: 'Gelato', size: '3.5g', price: 1, quantity: 4, image: '' },
    ]);
    act(() => writeFromAnotherTab(fromOtherTab, { announce: true }));

    expect(summary(cart.current)).toEqual([['gelato', '3.5g', 4]]);
    expect(cart.current.lines[0]?.price).toBe(2499);
    expect(cart.current.subtotal).toBe(4 * 2499);
  });

  it('stores at once after reading many other carts since its own last write', async () => {
    let cart = mountCart();
    act(() => cart.current.add({ id: 'gelato', size: '3.5g', quantity: 1 }));
    await saved();

    // Carts this page reads without a write of its own (more than the fingerprints it keeps), as
    // when each screen is opened afresh over storage another page has filled.
    for (let quantity = 2; quantity < 80; quantity += 1) {
      act(() => {
        for (const root of roots.splice(0)) root.unmount();
      });
      const line = { id: 'gelato', name: 'Gelato', size: '3.5g', price: 2499, quantity, image: '' };
      writeFromAnotherTab(JSON.stringify([line]), { announce: false });
      cart = mountCart();
    }

    // Its own earlier write is no other tab's to wait for: the change is stored in moments, not
    // after the wait for other tabs (3 s).
    act(() => cart.current.add({ id: 'super-glue', size: '3.5g', quantity: 1 }));
    await vi.waitFor(
      () => expect(stored()).toContainEqual(expect.objectContaining({ id: 'super-glue' })),
      { timeout: 1000, interval: 20 },
    );
  });

  it('starts each change from the latest stored cart, so alternating tabs lose no add', async () => {
    const cart = mountCart();
    act(() => cart.current.add({ id: 'gelato', size: '3.5g', quantity: 1 }));
    await saved();

    // The other tab has added, but its storage event has not reached this tab yet.
    const otherTabCart = [
      { id: 'gelato', size: '3.5g', quantity: 1 },
      { id: 'super-glue', size: '28g', quantity: 2 },
    ];
    writeFromAnotherTab(JSON.stringify(otherTabCart), { announce: false });

    act(() => cart.current.add({ id: 'gelato', size: '3.5g', quantity: 1 }));

    const expected = [
      ['gelato', '3.5g', 2],
      ['super-glue', '28g', 2],
    ];
    expect(summary(cart.current)).toEqual(expected);
    await saved();
    expect((stored() as CartLine[]).map((line) => [line.id, line.size, line.quantity])).toEqual(
      expected,
    );
  });

  it('gives an empty cart, without throwing, for invalid JSON in storage', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    const cart = mountCart();
    expect(cart.current.lines).toEqual([]);
    expect(cart.current.count).toBe(0);
    act(() => cart.current.add({ id: 'gelato', size: '3.5g', quantity: 1 }));
    expect(summary(cart.current)).toEqual([['gelato', '3.5g', 1]]);
  });

  it('drops tampered lines already in storage on load', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { id: 'gelato', size: '3.5g', quantity: '5', price: 0.01, name: 'Free' },
        { id: 999, size: 'Standard', quantity: 1 },
        { id: 'super-glue', size: '3.5g', quantity: -1 },
      ]),
    );
    const cart = mountCart();
    expect(cart.current.lines).toEqual([
      expect.objectContaining({ id: 'gelato', name: 'Gelato', price: 2499, quantity: 5 }),
    ]);
    expect(cart.current.subtotal).toBe(5 * 2499);
  });

  it('works in memory when storage throws on every access, and says it is not persistent', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const badge = mountCart();
    const cart = mountCart();
    expect(cart.current.lines).toEqual([]);
    expect(cart.current.persistent).toBe(false);

    act(() => cart.current.add({ id: 'gelato', size: '3.5g', quantity: 2 }));
    act(() => cart.current.add({ id: 'super-glue', size: '28g', quantity: 1 }));
    expect(summary(cart.current)).toEqual([
      ['gelato', '3.5g', 2],
      ['super-glue', '28g', 1],
    ]);
    expect(badge.current.count).toBe(3);

    act(() => cart.current.remove('gelato', '3.5g'));
    expect(summary(badge.current)).toEqual([['super-glue', '28g', 1]]);
    expect(cart.current.persistent).toBe(false);
  });

  it('keeps every change in memory when storage is full, not the stale stored copy', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ id: 4, size: '4 pack', quantity: 1 }]),
    );
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const cart = mountCart();
    expect(summary(cart.current)).toEqual([[4, '4 pack', 1]]);
    expect(cart.current.persistent).toBe(true);

    act(() => {
      cart.current.add({ id: 'gelato', size: '3.5g', quantity: 1 });
      cart.current.add({ id: 'gelato', size: '3.5g', quantity: 1 });
    });
    act(() => cart.current.setQuantity(4, '4 pack', 3));
    await saved();

    expect(summary(cart.current)).toEqual([
      [4, '4 pack', 3],
      ['gelato', '3.5g', 2],
    ]);
    expect(cart.current.persistent).toBe(false);
  });
});

/** The cart badge's text, as a screen would show it. */
function Badge() {
  const cart = useCart();
  return <p>{`${cart.count} items`}</p>;
}

const STORED = JSON.stringify([{ id: 'gelato', size: '3.5g', quantity: 3 }]);

function mountBadge(hydrate: { onRecoverableError: (error: unknown) => void } | false = false) {
  const container = document.createElement('div');
  if (hydrate) container.innerHTML = '<p>0 items</p>';
  document.body.append(container);
  act(() => {
    if (hydrate) {
      roots.push(hydrateRoot(container, <Badge />, hydrate));
    } else {
      const root = createRoot(container);
      roots.push(root);
      root.render(<Badge />);
    }
  });
  return container;
}

describe('useCart: what another tab and the page around it do', () => {
  it('empties the cart when another tab calls localStorage.clear()', () => {
    localStorage.setItem(CART_STORAGE_KEY, STORED);
    const container = mountBadge();
    expect(container.textContent).toBe('3 items');

    // What the other tab's clear() does here: the storage is empty, the event names no key.
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    });

    expect(container.textContent).toBe('0 items');
  });

  it('hydrates with the empty cart, without a mismatch, and shows the stored cart right after', () => {
    localStorage.setItem(CART_STORAGE_KEY, STORED);
    const hydrationErrors: unknown[] = [];
    const errors = vi.spyOn(console, 'error');

    // What the server rendered: it has no storage, so the empty cart.
    const container = mountBadge({ onRecoverableError: (error) => hydrationErrors.push(error) });

    expect(container.textContent).toBe('3 items');
    expect(hydrationErrors).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('stores a change at once where Web Locks are missing', () => {
    Object.defineProperty(navigator, 'locks', { configurable: true, value: undefined });
    try {
      const cart = mountCart();
      act(() => cart.current.add({ id: 'gelato', size: '3.5g', quantity: 2 }));
      expect(stored()).toEqual([
        expect.objectContaining({ id: 'gelato', size: '3.5g', quantity: 2 }),
      ]);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('stores the cart kept in memory once storage takes writes again', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const cart = mountCart();
    act(() => cart.current.add({ id: 'gelato', size: '3.5g', quantity: 2 }));
    await saved();
    expect(cart.current.persistent).toBe(false);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe(null);

    setItem.mockRestore();
    act(() => cart.current.add({ id: 'super-glue', size: '28g', quantity: 1 }));
    await saved();
    expect(cart.current.persistent).toBe(true);
    expect((stored() as CartLine[]).map((line) => [line.id, line.quantity])).toEqual([
      ['gelato', 2],
      ['super-glue', 1],
    ]);
  });

  it('keeps the cart in memory where reads throw and writes work', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const cart = mountCart();
    expect(cart.current.persistent).toBe(false);
    act(() => cart.current.add({ id: 'gelato', size: '3.5g', quantity: 2 }));
    await saved();
    act(() => cart.current.add({ id: 'super-glue', size: '28g', quantity: 1 }));
    await saved();
    expect(summary(cart.current)).toEqual([
      ['gelato', '3.5g', 2],
      ['super-glue', '28g', 1],
    ]);
  });
});

/**
 * Why src/cart/cartWrites.ts exists: what use-local-storage-state does alone, with the same
 * serializer. Should the library come to do these itself, these tests fail, and the layer can go.
 */
describe('use-local-storage-state alone (why the cart has a layer beside it)', () => {
  const serializer = { parse: readStoredCart, stringify: JSON.stringify };
  type LibraryCart = ReturnType<typeof useLocalStorageState<CartLine[]>>;

  function mountLibraryCart(): { readonly current: LibraryCart } {
    let latest: LibraryCart | undefined;
    function Probe({ report }: { report: (cart: LibraryCart) => void }) {
      report(useLocalStorageState<CartLine[]>(CART_STORAGE_KEY, { defaultValue: [], serializer }));
      return null;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    act(() => root.render(<Probe report={(cart) => (latest = cart)} />));
    return {
      get current() {
        if (!latest) throw new Error('the hook has not rendered');
        return latest;
      },
    };
  }

  it("writes over another tab's add that is in storage before its storage event", () => {
    const [, setCart] = mountLibraryCart().current;
    act(() => setCart((cart) => [...addToCart(cart, { id: 'gelato', size: '3.5g', quantity: 1 })]));

    writeFromAnotherTab(
      JSON.stringify([
        { id: 'gelato', size: '3.5g', quantity: 1 },
        { id: 'super-glue', size: '28g', quantity: 2 },
      ]),
      { announce: false },
    );
    act(() => setCart((cart) => [...addToCart(cart, { id: 'gelato', size: '3.5g', quantity: 1 })]));

    // The other tab's Super Glue is gone: the update started from the hook's own copy.
    expect((stored() as CartLine[]).map((line) => line.id)).toEqual(['gelato']);
  });

  it('does not follow localStorage.clear() in another tab', () => {
    localStorage.setItem(CART_STORAGE_KEY, STORED);
    const cart = mountLibraryCart();
    expect(cart.current[0]).toHaveLength(1);

    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    });

    expect(cart.current[0]).toHaveLength(1);
  });
  it('shows its default value after each write where reads throw and writes work', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const cart = mountLibraryCart();
    act(() => cart.current[1]([...addToCart([], { id: 'gelato', size: '3.5g', quantity: 1 })]));

    // The write landed, so the library let go of its memory, then could not read it back.
    expect(cart.current[0]).toEqual([]);
  });
});
