import { useCallback, useMemo, useSyncExternalStore } from 'react';
import useLocalStorageState from 'use-local-storage-state';
import type { AddToCartRequest, Cart, ItemId } from '../catalogue/types';
import {
  addToCart,
  addToCartOutcome,
  cartTotals,
  clearCart,
  needsListings,
  priceLines,
  readStoredLines,
  removeOrdered as removeOrderedLines,
  removeLine,
  setQuantity as setLineQuantity,
  type AddOutcome,
  type CartTotals,
  type StoredLine,
} from './cart';
import { useListings } from '../shell/useListings';
import { applyAll, CART_STORAGE_KEY, cartWrites, type CartChange } from './cartWrites';

export { CART_LOCK_NAME, CART_STORAGE_KEY } from './cartWrites';

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
  /**
   * False on the server, while the page hydrates, and while the listings the stored lines are
   * checked against are loading: the cart then shows empty, unread, and no total is shown.
   */
  ready: boolean;
  /**
   * The listings did not load, so the stored lines cannot be checked: nothing is shown as the
   * cart, no stored line is dropped (a change is stored beside them), and the screens say so
   * with a way to reload.
   */
  checkFailed: boolean;
}

const EMPTY_CART: Cart = [];

/**
 * The project's validation is the library's serializer: junk reads as no lines. It needs no
 * catalogue, so it runs on every page; the lines are priced from the listings below.
 */
const cartSerializer = { parse: readStoredLines, stringify: JSON.stringify };

/**
 * The shared cart for every screen: `use-local-storage-state` keeps it in localStorage["cart"]
 * and follows other tabs; src/cart/cartWrites.ts decides what each change writes (docs/behaviour.md
 * "One cart"). On the server and while hydrating it is the empty cart; the stored one follows
 * right after, once the listings its products are checked against have loaded (only a cart with
 * products loads them: docs/architecture.md "The catalogue loads when needed").
 */
export function useCart(): UseCart {
  const [stored, write, { isPersistent }] = useLocalStorageState<readonly StoredLine[]>(
    CART_STORAGE_KEY,
    { defaultValue: EMPTY_CART, serializer: cartSerializer },
  );
  const { pending, persistent, memory } = useSyncExternalStore(
    useCallback((listener: () => void) => cartWrites.subscribe(listener, write), [write]),
    cartWrites.getSnapshot,
    cartWrites.getServerSnapshot,
  );
  const base = persistent ? stored : memory;
  const listings = useListings(needsListings(base));
  const { ready } = listings;
  const lines = useMemo(
    () => (ready ? applyAll(priceLines(base), pending) : EMPTY_CART),
    [ready, base, pending],
  );
  const totals = useMemo(() => cartTotals(lines), [lines]);
  const actions = useMemo(() => {
    const update = (change: CartChange) => cartWrites.update(change, write);
    return {
      add: (request: AddToCartRequest) =>
        addToCartOutcome(
          update((cart) => addToCart(cart, request)),
          request,
        ),
      setQuantity: (id: ItemId, size: string, quantity: number) => {
        update((cart) => setLineQuantity(cart, id, size, quantity));
      },
      remove: (id: ItemId, size: string) => {
        update((cart) => removeLine(cart, id, size));
      },
      clear: () => {
        update(clearCart);
      },
      removeOrdered: (ordered: readonly AddToCartRequest[]) => {
        update((cart) => removeOrderedLines(cart, ordered));
      },
    };
  }, [write]);
  return {
    lines,
    ...totals,
    ...actions,
    persistent: isPersistent && persistent,
    ready,
    checkFailed: listings.failed,
  };
}
