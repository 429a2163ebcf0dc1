/**
 * The layer beside `use-local-storage-state` that keeps the cart's promises the library alone
 * cannot (docs/behaviour.md "One cart"; tests/browser/useCart.test.tsx shows each case).
 * The screens read and write the cart through the library's hook (src/cart/useCart.ts); this
 * module only decides *what* the hook writes, and *when*:
 *
 * - A change shows at once, as a pending change over the stored cart, and is written under a
 *   Web Lock (`navigator.locks`, name "cart"), so the tabs of this site write one at a time.
 * - Each write starts from storage read afresh, not from the hook's copy: another tab's write can
 *   be in storage before its storage event reaches this tab, and the library's functional update
 *   would start from the copy and write over it.
 * - A browser brings one tab's writes to the others a little later than the lock, so each write
 *   is also announced with a shared lock named after it ("cart:written:<fingerprint>"), and the
 *   next tab to write first waits (up to CATCH_UP_MS) until its copy of storage holds every write
 *   still announced. Where Web Locks are missing (old browsers, plain http) a change is written at
 *   once.
 * - localStorage.clear() in another tab fires a storage event with no key, which the library
 *   does not follow; the cart is emptied here.
 *
 * - A stored cart with products is judged against the catalogue's listings, which load only when
 *   needed (src/catalogue/listingsIndex.ts). A write waits for them; should they not load, it
 *   keeps the stored lines unjudged (`unjudged`), so no product is dropped for want of a lookup.
 *
 * While storage refuses reads or writes (it throws, or is full), the library keeps the cart in
 * memory, and so does this layer: the cart last written is the base of every change, and the
 * first write storage accepts stores it again.
 */
import { listingsLoaded } from '../catalogue/listingsIndex';
import { loadListings } from '../catalogue/loadListings';
import type { Cart, CartLine } from '../catalogue/types';
import { MAX_CART_LINES, needsListings, priceLines, readStoredCart, readStoredLines } from './cart';

/** The one storage key for the cart (docs/behaviour.md "One cart"). */
export const CART_STORAGE_KEY = 'cart';
/** The Web Lock under which every tab stores its cart changes. */
export const CART_LOCK_NAME = 'cart';
/** A tab holds `cart:written:<fingerprint>` (shared) from its write until it sees a newer one. */
const WRITTEN_LOCK_PREFIX = `${CART_LOCK_NAME}:written:`;

export type CartChange = (cart: Cart) => Cart;
/** The library hook's setter: stores the cart (or keeps it in memory) and tells every hook. */
export type CartWrite = (cart: Cart) => void;

/**
 * How long a tab waits, at most, to see another tab's write before it stores over it. The wait
 * ends as soon as the write arrives (milliseconds, normally); 1 s was once too short on a busy
 * 2-core machine running three tabs, and a change was lost.
 */
const CATCH_UP_MS = 3000;
/** How many fingerprints of texts a tab remembers having seen. */
const SEEN_TEXTS = 64;
const EMPTY_CART: Cart = [];
const NO_CHANGES: readonly CartChange[] = [];

/** What the hook shows over the library's value. */
export interface CartWritesSnapshot {
  /** The changes shown but not yet written, oldest first. */
  readonly pending: readonly CartChange[];
  /**
   * False while storage refuses reads or writes. The library's own `isPersistent` can stay true
   * when a read fails at load (its tuple is only rebuilt when the value changes).
   */
  readonly persistent: boolean;
  /**
   * While not persistent, the cart memory holds, which the hook shows. The library's value cannot
   * be shown then: where reads throw and writes work, each write leaves it at its default value.
   */
  readonly memory: Cart;
}

const SERVER_SNAPSHOT: CartWritesSnapshot = {
  pending: NO_CHANGES,
  persistent: true,
  memory: EMPTY_CART,
};

/** What storage holds under the key (null: nothing), or undefined when it cannot be read. */
function readText(): string | null | undefined {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return undefined;
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
 * A stored cart read before the listings are here: its strains priced (or dropped, as any read
 * does), its products kept with name, price and image blank. Those are never shown (the cart shows
 * nothing until it is judged, src/cart/useCart.ts) and never trusted (every read prices a line
 * afresh): only a write made before the listings arrive, or when they failed to load, carries
 * them over, so no product is dropped for want of a lookup.
 */
function unjudged(text: string): Cart {
  const lines: CartLine[] = [];
  for (const line of readStoredLines(text)) {
    if (typeof line.id === 'number') lines.push({ ...line, name: '', price: 0, image: '' });
    else lines.push(...priceLines([line]));
  }
  return lines.slice(0, MAX_CART_LINES);
}

export function applyAll(cart: Cart, changes: readonly CartChange[]): Cart {
  return changes.reduce((result, change) => change(result), cart);
}

export interface CartWrites {
  /**
   * For useSyncExternalStore. A subscriber brings its hook's setter, which empties the cart when
   * another tab clears storage.
   */
  subscribe: (listener: () => void, write: CartWrite) => () => void;
  getSnapshot: () => CartWritesSnapshot;
  getServerSnapshot: () => CartWritesSnapshot;
  /** Shows a change at once and writes it under the lock; returns the cart it was applied to. */
  update: (change: CartChange, write: CartWrite) => Cart;
}

export function createCartWrites(): CartWrites {
  const listeners = new Set<() => void>();
  let pending: readonly CartChange[] = NO_CHANGES;
  let snapshot = SERVER_SNAPSHOT;
  let storing = false;
  /** The setter of the hook that made the latest change: the pending changes are written with it. */
  let writer: CartWrite | undefined;
  /**
   * The last text read from storage and its validated cart, so an unchanged text is not re-read
   * (read again once the listings arrive: before, its products could not be looked up).
   */
  let lastText: string | null | undefined;
  let lastCart: Cart = EMPTY_CART;
  let lastWithListings = false;
  /** False from a read or write storage refused until a write lands; memory holds the cart. */
  let persistent = true;
  let memoryCart: Cart = EMPTY_CART;
  /** Fingerprints of the texts this tab's copy of storage has held, newest last. */
  const seen = new Set<string>();
  /** Called on every storage event: wakes a write waiting to see another tab's. */
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

  /** Makes the snapshot say what the layer holds; tells the listeners when it changed. */
  function publish() {
    if (
      snapshot.pending === pending &&
      snapshot.persistent === persistent &&
      snapshot.memory === memoryCart
    ) {
      return;
    }
    snapshot = { pending, persistent, memory: memoryCart };
    for (const listener of [...listeners]) listener();
  }

  function setPending(next: readonly CartChange[]) {
    pending = next;
    publish();
  }

  /** The cart every change starts from: storage read afresh, or memory while storage fails. */
  function base(): Cart {
    if (!persistent) return memoryCart;
    const text = readText();
    if (text === undefined) {
      persistent = false;
      memoryCart = lastCart;
      return memoryCart;
    }
    const withListings = listingsLoaded() !== undefined;
    if (text !== lastText || withListings !== lastWithListings) {
      if (text !== lastText) see(text);
      lastText = text;
      lastWithListings = withListings;
      lastCart = text === null ? EMPTY_CART : withListings ? readStoredCart(text) : unjudged(text);
    }
    return lastCart;
  }

  /** Resolves once storage's cart can be judged, or the listings failed to load (then unjudged). */
  async function listingsForStorage(): Promise<void> {
    if (listingsLoaded() !== undefined || !persistent) return;
    const text = readText();
    if (typeof text !== 'string' || !needsListings(readStoredLines(text))) return;
    await loadListings().catch(() => undefined);
  }

  function onStorage(event: StorageEvent) {
    if (!isLocalStorage(event.storageArea)) return;
    if (event.key !== null && event.key !== CART_STORAGE_KEY) return;
    see(event.newValue);
    // A newer write than this tab's is stored: its "written" lock has done its work.
    if (writtenPrint !== undefined && writtenPrint !== fingerprint(event.newValue)) {
      releaseWritten?.();
    }
    onNextEvent?.();
    // clear() names no key, and the library follows only its own key: the cart went with the
    // rest. While memory holds the cart, it is this page's truth.
    if (event.key === null && persistent && readText() === null) writer?.(EMPTY_CART);
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
          WRITTEN_LOCK_PREFIX + writtenPrint,
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

  /** Writes every pending change on top of the latest stored cart; returns the text stored. */
  function store(): string | undefined {
    storing = false;
    if (pending.length === 0 || writer === undefined) return undefined;
    const next = applyAll(base(), pending);
    writer(next);
    setPending(NO_CHANGES);
    // The library keeps a refused write in memory and says nothing: storage itself tells.
    const text = JSON.stringify(next);
    persistent = readText() === text;
    memoryCart = persistent ? EMPTY_CART : next;
    publish();
    if (!persistent) return undefined;
    see(text);
    return text;
  }

  function storeUnderLock() {
    const locks = webLocks();
    if (locks === undefined) {
      if (listingsLoaded() !== undefined) store();
      else void listingsForStorage().then(store);
      return;
    }
    // A refused request (an opaque origin, say) still stores the changes, without the lock.
    locks
      .request(CART_LOCK_NAME, async () => {
        await listingsForStorage();
        await catchUp(locks);
        const written = store();
        if (written !== undefined) await announce(locks, written);
      })
      .catch(store);
  }

  /** The page is going away: store what the lock has not stored yet. */
  function onPageHide() {
    if (pending.length > 0) store();
  }

  return {
    subscribe(listener, write) {
      writer ??= write;
      if (listeners.size === 0) {
        window.addEventListener('storage', onStorage);
        window.addEventListener('pagehide', onPageHide);
        // Storage that cannot be read is told at load, not at the first add.
        base();
      }
      listeners.add(listener);
      publish();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        window.removeEventListener('storage', onStorage);
        window.removeEventListener('pagehide', onPageHide);
      };
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => SERVER_SNAPSHOT,
    update(change, write) {
      writer = write;
      const before = applyAll(base(), pending);
      setPending([...pending, change]);
      if (!storing) {
        storing = true;
        storeUnderLock();
      }
      return before;
    },
  };
}

/** The cart's writes for this page: every useCart shares them. */
export const cartWrites = createCartWrites();
