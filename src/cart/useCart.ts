import { useMemo, useSyncExternalStore } from 'react';
import type { AddToCartRequest, Cart, ItemId } from '../catalogue/types';
import {
  addToCart,
  addToCartOutcome,
  cartTotals,
  clearCart,
  removeOrdered as removeOrderedLines,
  removeLine,
  setQuantity as setLineQuantity,
  type AddOutcome,
  type CartTotals,
} from './cart';
import { cartStore } from './cartStore';

export { CART_LOCK_NAME, CART_STORAGE_KEY } from './cartStore';

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

/** What a screen can do to the cart: the same functions for every hook, every render. */
const actions = {
  add: (request: AddToCartRequest) =>
    addToCartOutcome(
      cartStore.update((cart) => addToCart(cart, request)),
      request,
    ),
  setQuantity: (id: ItemId, size: string, quantity: number) => {
    cartStore.update((cart) => setLineQuantity(cart, id, size, quantity));
  },
  remove: (id: ItemId, size: string) => {
    cartStore.update((cart) => removeLine(cart, id, size));
  },
  clear: () => {
    cartStore.update(clearCart);
  },
  removeOrdered: (ordered: readonly AddToCartRequest[]) => {
    cartStore.update((cart) => removeOrderedLines(cart, ordered));
  },
};

/**
 * The shared cart for every screen, from the one cart store (src/cart/cartStore.ts): kept in
 * localStorage["cart"] and followed across tabs (README, Behaviour notes: "One cart"). On the
 * server and while hydrating it is the empty cart; the stored one follows right after.
 */
export function useCart(): UseCart {
  const { lines, persistent, ready } = useSyncExternalStore(
    cartStore.subscribe,
    cartStore.getSnapshot,
    cartStore.getServerSnapshot,
  );
  const totals = useMemo(() => cartTotals(lines), [lines]);
  return { lines, ...totals, ...actions, persistent, ready };
}
