import { useEffect, useMemo } from 'react';
import { findListing } from '../catalogue/listings';
import type { ProductListing } from '../catalogue/types';
import { RecentlyViewed } from '../components/RecentlyViewed';
import { othersThan } from '../saved/productLists';
import { useRecentlyViewed } from '../saved/useRecentlyViewed';
import { MAIN_ID } from '../shell/ids';
import { useToasts } from '../shell/toasts';

/**
 * The "Recently viewed" row with its data: the stored list, newest first, without the product
 * on screen, which it records as viewed. Its own chunk, out of the first load
 * (RecentlyViewedSlot.tsx).
 */
export function RecentlyViewedRow({ current }: { current?: number }) {
  const { ids, record, clear } = useRecentlyViewed();
  // A product page opened is what "viewed" means: it goes first for the next page.
  useEffect(() => {
    if (current !== undefined) record(current);
  }, [current, record]);
  const { showToast } = useToasts();
  const products = useMemo(
    () =>
      othersThan(ids, current)
        .map(findListing)
        .filter((listing): listing is ProductListing => listing !== undefined),
    [ids, current],
  );
  return (
    <RecentlyViewed
      products={products}
      onClear={() => {
        clear();
        // The Clear button goes with the row: focus stays in the page, where it was.
        document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
        showToast({ title: 'Recently viewed cleared', tone: 'info' });
      }}
    />
  );
}
