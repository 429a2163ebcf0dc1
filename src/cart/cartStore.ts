/**
 * The one cart store: the validated cart lives here, in memory, and is kept in
 * localStorage["cart"] for the next visit and for the other tabs (README, Behaviour notes: "One
 * cart", "The catalogue is the source of truth", "Storage trouble").
 *
 * - A change shows at once. It is stored under a Web Lock (`navigator.locks`), so the tabs of
 *   this site store their changes one at a time, each on top of the cart the one before stored:
 *   no tab's change is written over. Where Web Locks are missing, the change is stored at once.
 * - Storage is read when the store starts, once when a change is made (so the change starts from
 *   the latest stored cart) and once under the lock; another tab's change arrives with its
 *   storage event and is validated once. Nothing is read or validated again while the stored
 *   text is the one the store already holds.
 * - Storage that cannot be read, or refuses a write, leaves the cart in memory for the page's
 *   life (`persistent` false) until a later write succeeds.
 */
import type { Cart } from '../catalogue/types';
import { readStoredCart } from './cart';

/** The one storage key for the cart (README, Behaviour notes: "One cart"). */
export const CART_STORAGE_KEY = 'cart';
/** The Web Lock under which every tab stores its cart changes. */
export const CART_LOCK_NAME = 'cart';

export type CartChange = (cart: Cart) => Cart;

export interface CartSnapshot {
  readonly lines: Cart;
  /** False while storage is unavailable or full: the cart then lives in memory for this page. */
  readonly persistent: boolean;
  /** False on the server and while the page hydrates: the cart shows empty until it is read. */
  readonly ready: boolean;
}

export interface CartStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => CartSnapshot;
  getServerSnapshot: () => CartSnapshot;
  /** Applies a change at once and stores it under the lock; returns the cart it was applied to. */
  update: (change: CartChange) => Cart;
}

const EMPTY_CART: Cart = [];
const SERVER_SNAPSHOT: CartSnapshot = { lines: EMPTY_CART, persistent: true, ready: false };

/** What storage holds under the key (null: nothing), or undefined when it cannot be read. */
function readText(): string | null | undefined {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return undefined;
  }
}

function writeText(text: string): boolean {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, text);
    return true;
  } catch {
    return false;
  }
}

function isLocalStorage(area: Storage | null): boolean {
  try {
    return area !== null && area === window.localStorage;
  } catch {
    return false;
  }
}

/** Runs `task` while this tab holds the cart's Web Lock, or at once where there are none. */
function withCartLock(task: () => void): void {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks === undefined) {
    task();
    return;
  }
  // A refused request (an opaque origin, say) still stores the change, only without the lock.
  locks.request(CART_LOCK_NAME, task).catch(task);
}

function applyAll(cart: Cart, changes: readonly CartChange[]): Cart {
  return changes.reduce((result, change) => change(result), cart);
}

/** Whether two carts hold the same lines (then the shown one is kept and nothing renders). */
function sameLines(a: Cart, b: Cart): boolean {
  return (
    a.length === b.length &&
    a.every((line, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        line.id === other.id &&
        line.size === other.size &&
        line.quantity === other.quantity &&
        line.price === other.price &&
        line.name === other.name &&
        line.image === other.image
      );
    })
  );
}

/**
 * A cart store. Nothing is read before the first render in a browser asks for the cart, so
 * importing this on a server or before hydration touches no storage.
 */
export function createCartStore(): CartStore {
  const listeners = new Set<() => void>();
  let started = false;
  /** True while storage holds the cart; false after a failed read or write (memory holds it). */
  let persistent = true;
  /** The text storage held when last read or written, and its validated cart. */
  let storedText: string | null | undefined;
  let storedCart: Cart = EMPTY_CART;
  /** Changes already shown but not yet stored, oldest first. */
  let pending: CartChange[] = [];
  let storing = false;
  let snapshot: CartSnapshot = { lines: EMPTY_CART, persistent, ready: true };

  /** Makes the snapshot say what the store holds; tells the listeners when it changed. */
  function publish(notify: boolean) {
    const lines = applyAll(storedCart, pending);
    if (sameLines(lines, snapshot.lines) && persistent === snapshot.persistent) return;
    snapshot = { lines, persistent, ready: true };
    if (notify) for (const listener of [...listeners]) listener();
  }

  /** Takes a stored text as the base of the cart, validating it only when it is new. */
  function adopt(text: string | null) {
    if (text === storedText) return;
    storedText = text;
    storedCart = text === null ? EMPTY_CART : readStoredCart(text);
  }

  /** Reads storage into the store; false when it cannot be read (the cart stays in memory). */
  function refresh(): boolean {
    const text = readText();
    if (text === undefined) {
      persistent = false;
      return false;
    }
    adopt(text);
    return true;
  }

  /** Another tab's change, named by its storage event: no read, one validation. */
  function onStorage(event: StorageEvent) {
    // While memory holds the cart, it is this page's truth (as when the store cannot read).
    if (!persistent || !isLocalStorage(event.storageArea)) return;
    // localStorage.clear() names no key: the cart went with everything else.
    if (event.key === null) adopt(null);
    else if (event.key === CART_STORAGE_KEY) adopt(event.newValue);
    else return;
    publish(true);
  }

  /** Stores every pending change on top of the latest stored cart (called under the lock). */
  function store() {
    storing = false;
    if (pending.length === 0) return;
    const changes = pending;
    pending = [];
    // While storage refuses writes, the stored copy is stale: memory is the base.
    const readable = persistent ? refresh() : readText() !== undefined;
    const next = applyAll(storedCart, changes);
    if (readable) {
      const text = JSON.stringify(next);
      persistent = writeText(text);
      storedText = persistent ? text : undefined;
    }
    storedCart = next;
    publish(true);
  }

  /** The page is going away: store what the lock has not stored yet. */
  function onPageHide() {
    if (pending.length > 0) store();
  }

  function start() {
    if (started) return;
    started = true;
    if (persistent) refresh();
    publish(false);
    window.addEventListener('storage', onStorage);
    window.addEventListener('pagehide', onPageHide);
  }

  function stop() {
    started = false;
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pagehide', onPageHide);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      start();
      return () => {
        listeners.delete(listener);
        // Unwatched, storage events go unseen: the next reader starts from storage again.
        if (listeners.size === 0) stop();
      };
    },
    getSnapshot() {
      start();
      return snapshot;
    },
    getServerSnapshot: () => SERVER_SNAPSHOT,
    update(change) {
      start();
      if (persistent) refresh();
      const before = applyAll(storedCart, pending);
      pending.push(change);
      publish(true);
      if (!storing) {
        storing = true;
        withCartLock(store);
      }
      return before;
    },
  };
}

/** The cart of this page: every useCart shares it. */
export const cartStore = createCartStore();
