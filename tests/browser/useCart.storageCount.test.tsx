import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../src/app/routes';
import { CART_STORAGE_KEY } from '../../src/cart/useCart';

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

afterEach(() => {
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

    const counter = countStorageCalls();
    await act(async () => {
      button?.click();
      // Anything the add schedules (a lock, a microtask) settles before counting stops.
      await new Promise((resolve) => setTimeout(resolve, 50));
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
    // Nothing else in localStorage is touched by an add.
    expect(counter.calls.length).toBe(cartCalls.length);
  });
});
