import { useEffect, useState, useSyncExternalStore } from 'react';
import { listingsLoaded, subscribeListings } from '../catalogue/listingsIndex';
import { loadListings } from '../catalogue/loadListings';
import { useHydrated } from './useHydrated';

export interface ListingsState {
  /** The listings are here: products can be judged. Always false on the server and while hydrating. */
  loaded: boolean;
  /**
   * What storage holds can be shown: hydrated, and the listings here or not wanted (nothing in
   * storage needs them).
   */
  ready: boolean;
  /**
   * The load failed (a flaky network, a deploy that removed the chunk). Say so with a way to
   * reload the page: a browser that keeps a failed import (Chromium, Safari, Firefox) would fail
   * any retry within the page at once.
   */
  failed: boolean;
}

/**
 * The catalogue's listings for code that runs on every page (the cart, the saved lists): loaded
 * only while `wanted`, that is while storage holds a product to check
 * (src/catalogue/listingsIndex.ts).
 */
export function useListings(wanted: boolean): ListingsState {
  const hydrated = useHydrated();
  const here = useSyncExternalStore(
    subscribeListings,
    () => listingsLoaded() !== undefined,
    () => false,
  );
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || here) return;
    let current = true;
    loadListings().catch(() => {
      if (current) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [wanted, here]);
  return {
    loaded: hydrated && here,
    ready: hydrated && (here || !wanted),
    failed: failed && !here,
  };
}
