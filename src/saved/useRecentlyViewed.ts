import { useCallback } from 'react';
import { MAX_RECENTLY_VIEWED, recordView, type ProductIds } from './productLists';
import { useProductIdList } from './useProductIdList';

/** Where recently viewed is kept (docs/behaviour.md "Saved and recently viewed"). */
export const RECENTLY_VIEWED_STORAGE_KEY = 'recently-viewed';

export interface RecentlyViewed {
  /** The last eight products whose page was opened, newest first; empty on the server. */
  ids: ProductIds;
  /** A product page was seen: it goes first. */
  record: (id: number) => void;
  clear: () => void;
}

/** The products the shopper looked at last, followed across tabs. */
export function useRecentlyViewed(): RecentlyViewed {
  const { ids, update, clear } = useProductIdList(RECENTLY_VIEWED_STORAGE_KEY, MAX_RECENTLY_VIEWED);
  const record = useCallback((id: number) => update((list) => recordView(list, id)), [update]);
  return { ids, record, clear };
}
