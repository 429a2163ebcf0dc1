import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is prerendered or a prerendered page hydrates, true from then on (and at
 * once in a page the browser renders itself). Screens whose content comes from storage show a
 * neutral frame until then, never a wrong state (docs/architecture.md "Hydration").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
