/**
 * The one cart store: the validated cart lives here, in memory, and is kept in
 * localStorage["cart"] for the next visit and for the other tabs (README, Behaviour notes: "One
 * cart", "The catalogue is the source of truth", "Storage trouble").
 *
 * - A change shows at once. It is stored under a Web Lock (`navigator.locks`, name "cart"), so
 *   the tabs of this site store their changes one at a time, each on top of the cart the one
 *   before stored: no tab's change is written over. A browser brings one tab's storage writes to
 *   the others a little later than the lock, so each write is also announced with a shared lock
 *   named after it ("cart:written:<fingerprint>"), and the next tab to store first waits (up to
 *   CATCH_UP_MS) until its copy of storage holds every write still announced. Where Web Locks are
 *   missing (old browsers, plain http), a change is stored at once.
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
/** A tab holds `cart:written:<fingerprint>` (shared) from its write until it sees a newer one. */
const WRITTEN_LOCK_PREFIX = `${CART_LOCK_NAME}:written:`;

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

/** A short fingerprint of a stored text, for the names of the "written" locks. */
function fingerprint(text: string | null): string {
  if (text === null) return 'none';
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return `${text.length}-${(hash >>> 0).toString(36)}`;
}

/** The Web Locks of this browser, or undefined where there are none (old browsers, plain http). */
function webLocks(): LockManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.locks;
}

/**
 * How long a tab waits, at most, to see another tab's write before it stores over it. The wait
 * ends as soon as the write arrives (milliseconds, normally); 1 s was once too short on a busy
 * 2-core machine running three tabs, and a change was lost.
 */
const CATCH_UP_MS = 3000;
/** How many fingerprints of texts a tab remembers having seen. */
const SEEN_TEXTS = 64;

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
  /** Fingerprints of the texts this tab's copy of storage has held, newest last. */
  const seen = new Set<string>();
  /** Called on every storage event: wakes a store waiting to see another tab's write. */
  let onNextEvent: (() => void) | undefined;
  /** The fingerprint of this tab's latest write, and how to let go of its "written" lock. */
  let writtenPrint: string | undefined;
  let releaseWritten: (() => void) | undefined;

  function see(text: string | null) {
    const print = fingerprint(text);
    seen.delete(print);
    seen.add(print);
    if (seen.size > SEEN_TEXTS) seen.delete(seen.values().next().value ?? print);
  }

  /** Makes the snapshot say what the store holds; tells the listeners when it changed. */
  function publish(notify: boolean) {
    const lines = applyAll(storedCart, pending);
    if (sameLines(lines, snapshot.lines) && persistent === snapshot.persistent) return;
    snapshot = { lines, persistent, ready: true };
    if (notify) for (const listener of [...listeners]) listener();
  }

  /** Takes a stored text as the base of the cart, validating it only when it is new. */
  function adopt(text: string | null) {
    see(text);
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

  /**
   * Another tab's change: one read, and one validation if the text is new. The event's own
   * newValue can be older than what this tab already read or wrote (events arrive a little late),
   * so storage itself is read. localStorage.clear() names no key: the cart went with the rest.
   */
  function onStorage(event: StorageEvent) {
    // While memory holds the cart, it is this page's truth (as when the store cannot read).
    if (!persistent || !isLocalStorage(event.storageArea)) return;
    if (event.key !== null && event.key !== CART_STORAGE_KEY) return;
    see(event.newValue);
    refresh();
    publish(true);
    // A newer write than this tab's is stored: its "written" lock has done its work.
    if (storedText !== undefined && !lastWritten(storedText)) releaseWritten?.();
    onNextEvent?.();
  }

  /** Whether `text` is what this tab wrote last (its "written" lock names it). */
  function lastWritten(text: string | null): boolean {
    return writtenPrint === fingerprint(text);
  }

  /**
   * Waits until this tab's copy of storage holds every write that another tab still announces
   * with a "written" lock. Browsers bring one tab's localStorage writes to the other tabs as
   * messages of their own, which can arrive after the cart's lock does; Web Locks themselves are
   * the same for every tab at once. Bounded: a tab that never shows up lets go after CATCH_UP_MS.
   */
  async function catchUp(locks: LockManager) {
    const deadline = Date.now() + CATCH_UP_MS;
    for (;;) {
      const { held = [] } = await locks.query();
      // Never this tab's own announcement: after reading many other texts it is no longer
      // among the fingerprints seen, and waiting for it would only hold this write back.
      const unseen = held.some(({ name }) => {
        if (name?.startsWith(WRITTEN_LOCK_PREFIX) !== true) return false;
        const print = name.slice(WRITTEN_LOCK_PREFIX.length);
        return print !== writtenPrint && !seen.has(print);
      });
      const left = deadline - Date.now();
      if (!unseen || left <= 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 50));
        onNextEvent = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      onNextEvent = undefined;
    }
  }

  /** Announces this tab's write to the others until a newer one is stored (a shared lock). */
  async function announce(locks: LockManager, text: string) {
    releaseWritten?.();
    writtenPrint = fingerprint(text);
    await new Promise<void>((granted) => {
      locks
        .request(
          WRITTEN_LOCK_PREFIX + fingerprint(text),
          { mode: 'shared' },
          () =>
            new Promise<void>((release) => {
              releaseWritten = () => {
                releaseWritten = undefined;
                release();
              };
              granted();
            }),
        )
        // Refused, the write goes unannounced rather than keep the cart's lock.
        .catch(() => granted());
    });
  }

  /** Stores the pending changes under the cart's Web Lock, or at once where there are none. */
  function storeUnderLock() {
    const locks = webLocks();
    if (locks === undefined) {
      store();
      return;
    }
    // A refused request (an opaque origin, say) still stores the changes, without the lock.
    locks
      .request(CART_LOCK_NAME, async () => {
        await catchUp(locks);
        const written = store();
        if (written !== undefined) await announce(locks, written);
      })
      .catch(store);
  }

  /**
   * Stores every pending change on top of the latest stored cart (called under the lock);
   * returns the text written, if any.
   */
  function store(): string | undefined {
    storing = false;
    if (pending.length === 0) return undefined;
    const changes = pending;
    pending = [];
    // While storage refuses writes, the stored copy is stale: memory is the base.
    const readable = persistent ? refresh() : readText() !== undefined;
    const next = applyAll(storedCart, changes);
    let written: string | undefined;
    if (readable) {
      const text = JSON.stringify(next);
      persistent = writeText(text);
      written = persistent ? text : undefined;
      storedText = written;
      if (written !== undefined) see(written);
    }
    storedCart = next;
    publish(true);
    return written;
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
        storeUnderLock();
      }
      return before;
    },
  };
}

/** The cart of this page: every useCart shares it. */
export const cartStore = createCartStore();
