import { lazy, memo, Suspense, type ReactNode } from 'react';

interface RowProps {
  /** The product on screen, if any: recorded as viewed and left out of the row. */
  current?: number;
}

/** A row whose code could not load is left out: the page it sits on works without it. */
function LeftOut(_props: RowProps) {
  return null;
}

const Row = lazy<(props: RowProps) => ReactNode>(() =>
  import('./RecentlyViewedRow').then(
    (module) => ({ default: module.RecentlyViewedRow }),
    () => ({ default: LeftOut }),
  ),
);

/**
 * Where the "Recently viewed" row goes: its code is a chunk of its own, out of the page's first
 * load. Only the browser knows the list, so the prerendered page holds an empty boundary, which
 * hydrates when the chunk arrives. Memoised on its one prop, as the product page's deferred
 * sections are: an update from the page never reaches the boundary while it waits to hydrate.
 */
export const RecentlyViewedSlot = memo(function RecentlyViewedSlot({ current }: RowProps) {
  return (
    <Suspense fallback={null}>
      <Row current={current} />
    </Suspense>
  );
});
