import { useEffect, useSyncExternalStore, type MouseEvent } from 'react';
import type { CartDrawerNotice } from '../components/CartDrawer';
import { closedDrawer, drawerStore } from './cartDrawerStore';

let loading: Promise<void> | undefined;

/** Fetches the drawer's own chunk; a failed load is forgotten, so the next call tries again. */
function loadCartDrawer(): Promise<void> {
  loading ??= import('./CartDrawerHost').then(
    ({ CartDrawerHost }) => drawerStore.set({ host: CartDrawerHost }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts fetching the drawer's code early (hover or focus on the cart link, the first add). */
export function preloadCartDrawer(): void {
  loadCartDrawer().catch(() => undefined);
}

/** Opens the drawer once its code is here; false when the code did not load (the caller falls back). */
export function openCartDrawer(
  opener: HTMLElement | null,
  notice?: CartDrawerNotice,
): Promise<boolean> {
  return loadCartDrawer().then(
    () => {
      drawerStore.set({ open: true, opener, notice });
      return true;
    },
    () => false,
  );
}

/** Whether the drawer is open now. */
export const cartDrawerOpen = () => drawerStore.get().open;

/**
 * A plain click on a link to /cart opens the drawer instead, or goes to /cart if the drawer's
 * code cannot load. Ctrl/cmd, shift, alt and middle clicks keep the link's own behaviour.
 */
export function openCartFromLink(
  event: MouseEvent<HTMLAnchorElement>,
  opener: HTMLElement | null,
  navigate: (to: string) => void,
): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  void openCartDrawer(opener).then((shown) => shown || navigate('/cart'));
}

const OPENED_KEY = 'cart-drawer:opened';
let openedInMemory = false;

/**
 * True for the first add of a visit (docs/behaviour.md "Cart drawer"), and notes it in
 * sessionStorage; a browser refusing storage is noted for this page only.
 */
export function firstAddOfVisit(): boolean {
  try {
    if (sessionStorage.getItem(OPENED_KEY) !== null) return false;
    sessionStorage.setItem(OPENED_KEY, 'yes');
    return true;
  } catch {
    const first = !openedInMemory;
    openedInMemory = true;
    return first;
  }
}

/** The last button or link pressed: an add's opener, since Safari does not focus a clicked button. */
let lastPressed: Element | null = null;
export function pressedControl(): HTMLElement | null {
  const pressed = lastPressed;
  if (pressed instanceof HTMLElement && pressed.isConnected) return pressed;
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

/** Where the drawer renders, once its code has arrived; nothing before (nor on the server). */
export function CartDrawerSlot() {
  const { host: Host } = useSyncExternalStore(
    drawerStore.subscribe,
    drawerStore.get,
    () => closedDrawer,
  );
  useEffect(() => {
    const remember = (event: Event) => {
      lastPressed = event.target instanceof Element ? event.target.closest('button, a') : null;
    };
    document.addEventListener('click', remember, true);
    return () => {
      document.removeEventListener('click', remember, true);
      // An app rendered again (a story, a test) starts with the drawer closed.
      drawerStore.close();
    };
  }, []);
  return Host ? <Host /> : null;
}
