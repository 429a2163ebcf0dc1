import { Dialog } from '@ariakit/react';
import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './FilterSheet.css';

export interface FilterSheetProps {
  open: boolean;
  /** Escape, the close button, a press outside, or "Show N products". */
  onClose: () => void;
  /** How many products the filters now give: the button says "Show 12 products". */
  resultCount: number;
  /** Filters on (the heading counts them; "Clear all" shows when any is). */
  activeCount: number;
  onClearAll: () => void;
  /** The facet groups. */
  children: ReactNode;
}

/**
 * The phone's filters as a sheet from the bottom edge: Ariakit's modal Dialog (focus moves in and
 * back to the Filters button, Escape and a press outside close it), the facets applying as they
 * are ticked, and "Show N products" to close it on the results. Its own chunk: the shop loads it
 * on the first press of Filters (src/screens/ShopRefine.tsx).
 */
export function FilterSheet({
  open,
  onClose,
  resultCount,
  activeCount,
  onClearAll,
  children,
}: FilterSheetProps) {
  const headingId = useId();
  const showProducts = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      unmountOnHide
      backdrop={<div className={styles.backdrop} />}
      className={styles.sheet}
      aria-labelledby={headingId}
    >
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Filters
          {activeCount > 0 ? <span className={styles.count}> ({activeCount} on)</span> : null}
        </h2>
        <Button
          variant="ghost"
          icon={<Icon name="close" size={20} />}
          label="Close filters"
          onClick={onClose}
        />
      </div>
      <div className={styles.body}>{children}</div>
      <div className={styles.footer}>
        {activeCount > 0 ? (
          <Button
            variant="secondary"
            size="lg"
            onClick={() => {
              onClearAll();
              // The button goes once nothing is on: focus stays in the sheet, on what comes next.
              showProducts.current?.focus();
            }}
          >
            Clear all
          </Button>
        ) : null}
        <Button ref={showProducts} variant="primary" size="lg" fullWidth onClick={onClose}>
          {resultCount === 1 ? 'Show 1 product' : `Show ${resultCount} products`}
        </Button>
      </div>
    </Dialog>
  );
}
