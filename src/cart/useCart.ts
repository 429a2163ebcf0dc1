import { useCallback, useEffect, useMemo } from 'react';
import useLocalStorageState from 'use-local-storage-state';
import type { AddToCartRequest, Cart, ItemId } from '../catalogue/types';
import {
  addToCartOutcome,
  cartTotals,
  clearCart,
  readStoredCart,
  removeOrdered as removeOrderedLines,
  removeLine,
  setQuantity as setLineQuantity,
  type AddOutcome,
  type CartTotals,
} from './cart';

/** The one storage key for the cart (DECISIONS: Cart). */
export const CART_STORAGE_KEY = 'cart';

export interface UseCart extends CartTotals {
  lines: Cart;
  /** Adds and says what the add did to the cart it was applied to (see addToCartOutcome). */
  add: (request: AddToCartRequest) => AddOutcome;
  setQuantity: (id: ItemId, size: string, quantity: number) => void;
  remove: (id: ItemId, size: string) => void;
  clear: () => void;
  /** Takes out the quantities an order carried, keeping anything added since. */
  removeOrdered: (ordered: readonly AddToCartRequest[]) => void;
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

/** One of this tab's recent writes: the text its change started from, the change, what it wrote. */
interface RecentWrite {
  base: string | null;
  change: (cart: Cart) => Cart;
  written: string;
  at: number;
}

/** Far longer than a write takes to reach another tab, even on a busy machine. */
const REPAIR_WINDOW_MS = 3000;
let recentWrites: RecentWrite[] = [];

/**
 * Another tab's write reaches this one a little late, so two tabs changing the cart at nearly the
 * same moment can both start from the same cart, and the later write hides the earlier. The
 * storage event names the text the other tab's write replaced: when one of this tab's writes
 * started from that text, the other write was stored first and this tab's writes from there on
 * hid it. Those are returned, to be redone on top of the other tab's cart.
 */
function writesThatHid(event: StorageEvent): RecentWrite[] {
  if (!event.isTrusted || event.key !== CART_STORAGE_KEY || event.oldValue === event.newValue) {
    return [];
  }
  const now = Date.now();
  recentWrites = recentWrites.filter((write) => now - write.at < REPAIR_WINDOW_MS);
  // This tab's writes up to the one the other tab replaced were stored before it: settled.
  for (let index = recentWrites.length - 1; index >= 0; index -= 1) {
    if (recentWrites[index]?.written === event.oldValue) {
      recentWrites = recentWrites.slice(index + 1);
      break;
    }
  }
  const first = recentWrites.findIndex((write) => write.base === event.oldValue);
  if (first === -1) return [];
  const hiding = recentWrites.slice(first);
  recentWrites = recentWrites.slice(0, first);
  return hiding;
}

/** Shared cart for every screen, kept in localStorage["cart"] and followed across tabs. */
export function useCart(): UseCart {
  // No defaultValue: the library writes it whenever it reads no cart, and a tab reading just
  // before another tab's first add arrives would then overwrite that add with an empty cart.
  const [stored, setLines, { isPersistent, removeItem }] = useLocalStorageState<Cart>(
    CART_STORAGE_KEY,
    {
      serializer: cartSerializer,
    },
  );
  const lines = stored ?? emptyCart;

  const update = useCallback(
    (change: (cart: Cart) => Cart, startFrom?: string | null) => {
      // Read now rather than trust a copy that may still await the other tab's storage event;
      // undefined when storage cannot be read, and the change then starts from memory.
      const base =
        startFrom !== undefined ? startFrom : storageHoldsCart ? storedText() : undefined;
      let next: Cart = emptyCart;
      // The library runs this updater at once, with its in-memory copy.
      setLines(
        (inMemory) =>
          (next = change(base === undefined ? (inMemory ?? emptyCart) : readStoredCart(base))),
      );
      const written = JSON.stringify(next);
      storageHoldsCart = storedText() === written;
      if (storageHoldsCart && base !== undefined && base !== written) {
        recentWrites.push({ base, change, written, at: Date.now() });
      }
    },
    [setLines],
  );

  // Puts back another tab's change that one of this tab's writes hid (see writesThatHid). Every
  // instance listens; the first one to see the event redoes the writes and the rest find none.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const hiding = writesThatHid(event);
      if (hiding.length === 0) return;
      const redo = (cart: Cart) => hiding.reduce((redone, write) => write.change(redone), cart);
      update(redo, event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [update]);

  // The library follows only events naming the cart's key; localStorage.clear() in another tab
  // names none. Then the cart is gone from storage: show that (nothing is written, the stored
  // text is already null).
  useEffect(() => {
    const onClear = (event: StorageEvent) => {
      if (event.key !== null || !storageHoldsCart || storedText() !== null) return;
      removeItem();
    };
    window.addEventListener('storage', onClear);
    return () => window.removeEventListener('storage', onClear);
  }, [removeItem]);

  const add = useCallback(
    (request: AddToCartRequest) => {
      let outcome: AddOutcome | undefined;
      // The updater runs at once; a later redo (writesThatHid) must not change this answer.
      update((cart) => {
        const result = addToCartOutcome(cart, request);
        outcome ??= result;
        return result.cart;
      });
      return outcome ?? addToCartOutcome(emptyCart, request);
    },
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
  const removeOrdered = useCallback(
    (ordered: readonly AddToCartRequest[]) => update((cart) => removeOrderedLines(cart, ordered)),
    [update],
  );

  const totals = useMemo(() => cartTotals(lines), [lines]);

  return {
    lines,
    ...totals,
    add,
    setQuantity,
    remove,
    clear,
    removeOrdered,
    persistent: isPersistent,
  };
}
