import { useCallback, useEffect, useMemo } from 'react';
import useLocalStorageState from 'use-local-storage-state';
import { listingsLoaded } from '../catalogue/listingsIndex';
import { useListings } from '../shell/useListings';
import { listedIds, productIdsSerializer, type ProductIds } from './productLists';

const NO_IDS: ProductIds = [];

export interface ProductIdList {
  /**
   * The stored ids, validated, newest first; empty on the server, while hydrating and until the
   * listings they are checked against have loaded (only a list with ids loads them).
   */
  ids: ProductIds;
  /** Applies a rule to the list as it now stands (in this tab, with the others' changes). */
  update: (change: (ids: ProductIds) => ProductIds) => void;
  clear: () => void;
  /** False while storage refuses the list: it then lives in memory for this page. */
  persistent: boolean;
  /** True once `ids` is what storage holds: hydrated, and its ids checked against the listings. */
  ready: boolean;
}

/**
 * A list of product ids kept in localStorage[key] by use-local-storage-state, which follows the
 * other tabs through storage events, keeps the list in memory when storage throws, and gives the
 * default (empty) list on the server. Reading validates against the catalogue (productLists.ts),
 * loaded when the list has ids to check (src/catalogue/useListings.ts).
 */
export function useProductIdList(key: string, cap: number): ProductIdList {
  const serializer = useMemo(() => productIdsSerializer(cap), [cap]);
  const [stored, setStored, { isPersistent }] = useLocalStorageState<ProductIds>(key, {
    defaultValue: NO_IDS,
    serializer,
  });

  const listings = useListings(stored.length > 0);
  const ids = useMemo(
    () => (listings.ready ? listedIds(stored, cap) : NO_IDS),
    [listings.ready, stored, cap],
  );

  // Before the library has read storage its setter's previous value is undefined: read it here.
  const readNow = useCallback((): ProductIds => {
    try {
      const text = window.localStorage.getItem(key);
      return text === null ? NO_IDS : serializer.parse(text);
    } catch {
      return NO_IDS;
    }
  }, [key, serializer]);

  const update = useCallback(
    (change: (ids: ProductIds) => ProductIds) =>
      setStored((current: ProductIds | undefined) => {
        const before = current ?? readNow();
        // The rules work on the list as shown: the listed ids (they decide what eight means).
        return change(listingsLoaded() ? listedIds(before, cap) : before);
      }),
    [setStored, readNow, cap],
  );
  const clear = useCallback(() => setStored(NO_IDS), [setStored]);

  // A tampered or stale stored list is shown cleaned at once; storage gets the clean text too,
  // once the listings are here to say which ids are products.
  useEffect(() => {
    if (!listings.loaded) return;
    try {
      const text = window.localStorage.getItem(key);
      if (text !== null && serializer.stringify(serializer.parse(text)) !== text)
        setStored(serializer.parse(text));
    } catch {
      // Storage that cannot be read has nothing to clean; the list lives in memory.
    }
  }, [key, serializer, setStored, listings.loaded]);

  return { ids, update, clear, persistent: isPersistent, ready: listings.ready };
}
