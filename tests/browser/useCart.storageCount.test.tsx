import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../src/app/routes';
import { readStoredCart } from '../../src/cart/cart';
import { CART_LOCK_NAME, CART_STORAGE_KEY, useCart } from '../../src/cart/useCart';

// Spied (not replaced) so the tests can count how often a stored cart is validated.
vi.mock('../../src/cart/cart', { spy: true });

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** One localStorage call: which method, which key. */
interface StorageCall {
  method: 'getItem' | 'setItem' | 'removeItem';
  key: string;
}

/**
 * Wraps Storage.prototype's getItem, setItem and removeItem and records every call made on
 * localStorage (sessionStorage is left out) until `stop` is called.
 */
function countStorageCalls(): { calls: StorageCall[]; stop: () => void } {
  const calls: StorageCall[] = [];
  const { getItem, setItem, removeItem } = Storage.prototype;
  Storage.prototype.getItem = function (this: Storage, key: string) {
    if (this === window.localStorage) calls.push({ method: 'getItem', key });
    return getItem.call(this, key);
  };
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    if (this === window.localStorage) calls.push({ method: 'setItem', key });
    setItem.call(this, key, value);
  };
  Storage.prototype.removeItem = function (this: Storage, key: string) {
    if (this === window.localStorage) calls.push({ method: 'removeItem', key });
    removeItem.call(this, key);
  };
  return {
    calls,
    stop: () => Object.assign(Storage.prototype, { getItem, setItem, removeItem }),
  };
}

const roots: Root[] = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem('age-verified', 'yes');
});

afterEach(async () => {
  // Every change stored before the next test: the cart's lock is free again.
  await act(() => navigator.locks.request(CART_LOCK_NAME, () => undefined));
  vi.mocked(readStoredCart).mockClear();
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});

describe('useCart: storage calls of one add', () => {
  it("one 'Add to Cart' on /product/4 reads localStorage at most twice and writes it once", async ({
    annotate,
  }) => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    act(() => {
      root.render(
        <MemoryRouter initialEntries={['/product/4']}>
          <AppRoutes />
        </MemoryRouter>,
      );
    });
    // The product screen is a lazy chunk: wait for its button.
    let button: HTMLButtonElement | undefined;
    await expect
      .poll(
        () => {
          button = [...container.querySelectorAll('button')].find(
            (candidate) => candidate.textContent?.trim() === 'Add to Cart',
          );
          return button !== undefined;
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    vi.mocked(readStoredCart).mockClear();
    const counter = countStorageCalls();
    await act(async () => {
      button?.click();
      // The add is stored under the cart's Web Lock: once the lock is free again, it is done.
      await navigator.locks.request(CART_LOCK_NAME, () => undefined);
    });
    counter.stop();

    const cartCalls = counter.calls.filter((call) => call.key === CART_STORAGE_KEY);
    const reads = cartCalls.filter((call) => call.method === 'getItem').length;
    const writes = cartCalls.filter((call) => call.method !== 'getItem').length;
    // The figures for the report: `npx vitest run --project browser tests/browser/useCart.storageCount.test.tsx`.
    await annotate(
      `one add: ${reads} reads and ${writes} writes of localStorage["cart"]; every localStorage call: ${JSON.stringify(counter.calls)}`,
    );
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ id: 4, quantity: 1 }),
    ]);
    expect(writes).toBe(1);
    expect(reads).toBeLessThanOrEqual(2);
    // Storage held nothing new: the add validated no stored text.
    expect(vi.mocked(readStoredCart)).not.toHaveBeenCalled();
    // Nothing else in localStorage is touched by an add.
    expect(counter.calls.length).toBe(cartCalls.length);
  });
});

/** The cart badge's text, as a screen would show it. */
function Badge() {
  const cart = useCart();
  return <p>{`${cart.count} items`}</p>;
}

function mount(container: HTMLElement, hydrate = false): void {
  act(() => {
    if (hydrate) {
      roots.push(
        hydrateRoot(container, <Badge />, {
          onRecoverableError: (error) => hydrationErrors.push(error),
        }),
      );
    } else {
      const root = createRoot(container);
      roots.push(root);
      root.render(<Badge />);
    }
  });
}

const hydrationErrors: unknown[] = [];
const STORED = JSON.stringify([{ id: 'gelato', size: '3.5g', quantity: 3 }]);

describe('useCart: what another tab does', () => {
  it("reads storage once and validates once for another tab's change", () => {
    const container = document.createElement('div');
    document.body.append(container);
    mount(container);
    expect(container.textContent).toBe('0 items');
    vi.mocked(readStoredCart).mockClear();

    const counter = countStorageCalls();
    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, STORED);
      counter.calls.length = 0;
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: CART_STORAGE_KEY,
          oldValue: null,
          newValue: STORED,
          storageArea: localStorage,
        }),
      );
    });
    counter.stop();

    expect(container.textContent).toBe('3 items');
    expect(counter.calls).toEqual([{ method: 'getItem', key: CART_STORAGE_KEY }]);
    expect(vi.mocked(readStoredCart)).toHaveBeenCalledTimes(1);
  });

  it('empties the cart when another tab calls localStorage.clear()', () => {
    localStorage.setItem(CART_STORAGE_KEY, STORED);
    const container = document.createElement('div');
    document.body.append(container);
    mount(container);
    expect(container.textContent).toBe('3 items');

    // What the other tab's clear() does here: the storage is empty, the event names no key.
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    });

    expect(container.textContent).toBe('0 items');
  });
});

describe('useCart: hydrating a prerendered page', () => {
  it('hydrates with the empty cart, without a mismatch, and shows the stored cart right after', () => {
    localStorage.setItem(CART_STORAGE_KEY, STORED);
    const container = document.createElement('div');
    // What the server rendered: it has no storage, so the empty cart.
    container.innerHTML = '<p>0 items</p>';
    document.body.append(container);
    hydrationErrors.length = 0;
    const errors = vi.spyOn(console, 'error');

    mount(container, true);

    expect(container.textContent).toBe('3 items');
    expect(hydrationErrors).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('useCart: where Web Locks are missing', () => {
  it('stores a change at once, reading twice and writing once', () => {
    Object.defineProperty(navigator, 'locks', { configurable: true, value: undefined });
    try {
      const container = document.createElement('div');
      document.body.append(container);
      function AddButton() {
        const { add } = useCart();
        return (
          <button type="button" onClick={() => add({ id: 'gelato', size: '3.5g', quantity: 2 })}>
            Add
          </button>
        );
      }
      act(() => {
        const root = createRoot(container);
        roots.push(root);
        root.render(<AddButton />);
      });
      const counter = countStorageCalls();
      act(() => container.querySelector('button')?.click());
      counter.stop();
      expect(counter.calls.map((call) => call.method)).toEqual(['getItem', 'getItem', 'setItem']);
      expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([
        expect.objectContaining({ id: 'gelato', size: '3.5g', quantity: 2 }),
      ]);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
