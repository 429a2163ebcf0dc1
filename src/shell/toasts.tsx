import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { MAX_VISIBLE_TOASTS, type ToastMessage } from '../components/Toaster';

export interface ToastApi {
  showToast: (toast: Omit<ToastMessage, 'id'>) => void;
  dismissToast: (id: string) => void;
}

interface ToastQueue extends ToastApi {
  subscribe: (listener: () => void) => () => void;
  current: () => readonly ToastMessage[];
}

function createToastQueue(): ToastQueue {
  let toasts: readonly ToastMessage[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();
  const update = (next: readonly ToastMessage[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  return {
    showToast: (toast) => {
      nextId += 1;
      // Older toasts beyond the visible ones are dropped rather than queued behind them.
      update([...toasts, { ...toast, id: `toast-${nextId}` }].slice(-MAX_VISIBLE_TOASTS));
    },
    dismissToast: (id) => update(toasts.filter((toast) => toast.id !== id)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => toasts,
  };
}

/**
 * The toast queue, the same object for the page's whole life. A toast changes no context value:
 * only the Toaster re-renders. A changed context would reach every part of the screen below it,
 * and make React drop the prerendered HTML of a section still waiting for its code to hydrate
 * (src/screens/ProductScreen.tsx).
 */
const ToastContext = createContext<ToastQueue | null>(null);

/** Holds the toast queue for the app below it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(createToastQueue);
  return <ToastContext.Provider value={queue}>{children}</ToastContext.Provider>;
}

function useToastQueue(): ToastQueue {
  const queue = useContext(ToastContext);
  if (!queue) throw new Error('useToasts must be used inside <ToastProvider>');
  return queue;
}

/** Shows and dismisses toasts. */
export function useToasts(): ToastApi {
  return useToastQueue();
}

/** The toasts on screen now, newest last: for the Toaster. */
export function useToastList(): readonly ToastMessage[] {
  const queue = useToastQueue();
  return useSyncExternalStore(queue.subscribe, queue.current, queue.current);
}
