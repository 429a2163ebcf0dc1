import { useCallback, useEffect, useMemo } from 'react';
import useLocalStorageState from 'use-local-storage-state';
import { productIdsSerializer, type ProductIds } from './productLists';

const NO_IDS: ProductIds = [];

export interface ProductIdList {
  /** The stored ids, validated, newest first; empty on the server and while hydrating. */
  ids: ProductIds;
  /** Applies a rule to the list as it now stands (in this tab, with the others' changes). */
  update: (change: (ids: ProductIds) => ProductIds) => void;
  clear: () => void;
  /** False while storage refuses the list: it then lives in memory for this page. */
  persistent: boolean;
}

/**
 * A list of product ids kept in localStorage[key] by use-local-storage-state, which follows the
 * other tabs through storage events, keeps the list in memory when storage throws, and gives the
 * default (empty) list on the server. Reading validates against the catalogue (productLists.ts).
 */
export function useProductIdList(key: string, cap: number): ProductIdList {
  const serializer = useMemo(() => productIdsSerializer(cap), [cap]);
  const [stored, setStored, { isPersistent }] = useLocalStorageState<ProductIds>(key, {
    defaultValue: NO_IDS,
    serializer,
  });

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
      setStored((current: ProductIds | undefined) => change(current ?? readNow())),
    [setStored, readNow],
  );
  const clear = useCallback(() => setStored(NO_IDS), [setStored]);

  // A tampered or stale stored list is shown cleaned at once; storage gets the clean text too.
  useEffect(() => {
    try {
      const text = window.localStorage.getItem(key);
      if (text !== null && serializer.stringify(serializer.parse(text)) !== text)
        setStored(serializer.parse(text));
    } catch {
      // Storage that cannot be read has nothing to clean; the list lives in memory.
    }
  }, [key, serializer, setStored]);

  return { ids: stored, update, clear, persistent: isPersistent };
}
