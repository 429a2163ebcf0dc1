import { useCallback, useMemo, useSyncExternalStore } from 'react';
import useLocalStorageState from 'use-local-storage-state';
import type { AddToCartRequest, Cart, ItemId } from '../catalogue/types';
import {
  addToCart,
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
  /** False on the server and while the page hydrates, when the cart shows empty unread. */
  ready: boolean;
}

const EMPTY_CART: Cart = [];

/** The project's validation is the library's serializer: junk reads as an empty cart. */
const cartSerializer = { parse: readStoredCart, stringify: JSON.stringify };

const noSubscription = () => () => {};

/**
 * The shared cart for every screen: `use-local-storage-state` keeps it in localStorage["cart"]
 * and follows other tabs; src/cart/cartWrites.ts decides what each change writes (docs/behaviour.md
 * "One cart"). On the server and while hydrating it is the empty cart; the
 * stored one follows right after.
 */
export function useCart(): UseCart {
  const [stored, write, { isPersistent }] = useLocalStorageState<Cart>(CART_STORAGE_KEY, {
    defaultValue: EMPTY_CART,
    serializer: cartSerializer,
  });
  const { pending, persistent, memory } = useSyncExternalStore(
    useCallback((listener: () => void) => cartWrites.subscribe(listener, write), [write]),
    cartWrites.getSnapshot,
    cartWrites.getServerSnapshot,
  );
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const lines = useMemo(
    () => applyAll(persistent ? stored : memory, pending),
    [persistent, stored, memory, pending],
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
  return { lines, ...totals, ...actions, persistent: isPersistent && persistent, ready };
}
