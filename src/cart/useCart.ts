import { useCallback, useMemo } from 'react';
import useLocalStorageState from 'use-local-storage-state';
import type { AddToCartRequest, Cart, ItemId } from '../catalogue/types';
import {
  addToCart,
  cartTotals,
  clearCart,
  readStoredCart,
  removeLine,
  setQuantity as setLineQuantity,
  type CartTotals,
} from './cart';

/** The one storage key for the cart (DECISIONS: Cart). */
export const CART_STORAGE_KEY = 'cart';

export interface UseCart extends CartTotals {
  lines: Cart;
  add: (request: AddToCartRequest) => void;
  setQuantity: (id: ItemId, size: string, quantity: number) => void;
  remove: (id: ItemId, size: string) => void;
  clear: () => void;
  /** False while storage is unavailable or full: the cart then lives in memory for this page. */
  persistent: boolean;
}

const emptyCart: Cart = [];

/** The stored text, or undefined when storage cannot be read. */
function storedText(): string | null | undefined {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return undefined;
  }
}

// Module-level so every hook instance shares one serializer and the setter stays stable.
const cartSerializer = {
  stringify: (value: unknown): string => {
    // Storage that cannot be read back must not take the cart: throwing here makes the library
    // keep it in memory (and report it as not persistent) instead of losing it on the next read.
    if (storedText() === undefined) throw new Error('The cart cannot be read back from storage');
    return JSON.stringify(value);
  },
  parse: (text: string): Cart => readStoredCart(text),
};

/**
 * Whether storage holds the cart rather than the library's in-memory fallback. It turns false
 * when a write fails (storage full or blocked), so later changes start from memory instead of
 * the stale stored copy, and true again once a write succeeds. Shared like the library's state.
 */
let storageHoldsCart = true;

/** The cart a change starts from: what another tab may have just stored, else memory. */
function latestCart(inMemory: Cart): Cart {
  // Read now rather than trust a copy that may still await the other tab's storage event.
  const text = storageHoldsCart ? storedText() : undefined;
  if (text === undefined) return inMemory;
  return text === null ? emptyCart : readStoredCart(text);
}

/** Shared cart for every screen, kept in localStorage["cart"] and followed across tabs. */
export function useCart(): UseCart {
  // An inline literal, so TypeScript picks the overload whose value is never undefined.
  const [lines, setLines, { isPersistent }] = useLocalStorageState<Cart>(CART_STORAGE_KEY, {
    defaultValue: emptyCart,
    serializer: cartSerializer,
  });

  const update = useCallback(
    (change: (cart: Cart) => Cart) => {
      let next: Cart = emptyCart;
      // The library runs this updater at once, with its in-memory copy.
      setLines((inMemory) => (next = change(latestCart(inMemory))));
      storageHoldsCart = storedText() === JSON.stringify(next);
    },
    [setLines],
  );

  const add = useCallback(
    (request: AddToCartRequest) => update((cart) => addToCart(cart, request)),
    [update],
  );
  const setQuantity = useCallback(
    (id: ItemId, size: string, quantity: number) =>
      update((cart) => setLineQuantity(cart, id, size, quantity)),
    [update],
  );
  const remove = useCallback(
    (id: ItemId, size: string) => update((cart) => removeLine(cart, id, size)),
    [update],
  );
  const clear = useCallback(() => update(clearCart), [update]);

  const totals = useMemo(() => cartTotals(lines), [lines]);

  return { lines, ...totals, add, setQuantity, remove, clear, persistent: isPersistent };
}
