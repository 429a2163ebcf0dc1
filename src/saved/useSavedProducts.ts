import { useCallback, useMemo } from 'react';
import { MAX_SAVED, toggleSaved, type ProductIds } from './productLists';
import { useProductIdList } from './useProductIdList';

/** Where saved products are kept (docs/behaviour.md "Saved and recently viewed"). */
export const SAVED_STORAGE_KEY = 'saved-products';

export interface SavedProducts {
  /** Saved product ids, newest first; empty on the server and while the page hydrates. */
  ids: ProductIds;
  isSaved: (id: number) => boolean;
  /** Saves the product, or takes it out when it is saved. */
  toggle: (id: number) => void;
  clear: () => void;
  /** False while storage refuses the list: it then lasts as long as the page. */
  persistent: boolean;
  /** True once `ids` is what storage holds (see useProductIdList). */
  ready: boolean;
}

/** The shopper's saved products, shared by every screen and followed across tabs. */
export function useSavedProducts(): SavedProducts {
  const { ids, update, clear, persistent, ready } = useProductIdList(SAVED_STORAGE_KEY, MAX_SAVED);
  const saved = useMemo(() => new Set(ids), [ids]);
  const isSaved = useCallback((id: number) => saved.has(id), [saved]);
  const toggle = useCallback((id: number) => update((list) => toggleSaved(list, id)), [update]);
  return { ids, isSaved, toggle, clear, persistent, ready };
}
