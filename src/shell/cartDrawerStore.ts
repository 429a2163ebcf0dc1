import type { ComponentType } from 'react';
import type { CartDrawerNotice } from '../components/CartDrawer';

/** The cart drawer's state, shared by the slot in the layout and the drawer's lazy chunk. */
export interface CartDrawerState {
  open: boolean;
  /** The control that opened it: focus returns there on close. */
  opener: HTMLElement | null;
  notice?: CartDrawerNotice;
  /** The wired drawer (src/shell/CartDrawerHost.tsx), once its chunk has arrived. */
  host?: ComponentType;
}

export const closedDrawer: CartDrawerState = { open: false, opener: null };
let state = closedDrawer;
const listeners = new Set<() => void>();

/** A store outside React, so opening the drawer re-renders the drawer only (see src/shell/toasts.tsx). */
export const drawerStore = {
  get: () => state,
  set: (next: Partial<CartDrawerState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  close: () => drawerStore.set({ open: false }),
};
