import { useEffect, useRef } from 'react';
import { Icon } from '../Icon';
import * as styles from './ActiveFilters.css';

export interface ActiveFilterChip {
  /** Tells the chips apart: 'effects:Relaxed'. */
  id: string;
  /** What the chip says: 'Relaxed', 'High potency'. */
  label: string;
}

export interface ActiveFiltersProps {
  filters: readonly ActiveFilterChip[];
  /** A chip's × pressed. */
  onRemove: (id: string) => void;
  /** "Clear all" pressed. */
  onClearAll: () => void;
}

/**
 * The filters on, as chips a shopper can take off one by one ("Remove Relaxed"), and one "Clear
 * all". Nothing at all when no filter is on. A chip taken off hands focus to the chip that takes
 * its place (or the one before, for the last); when none is left, the group is gone and the screen
 * says where focus goes.
 */
export function ActiveFilters({ filters, onRemove, onClearAll }: ActiveFiltersProps) {
  const list = useRef<HTMLUListElement>(null);
  /** Where the chip last taken off was, until the chips without it are on screen. */
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    removedAt.current = null;
    const chips = list.current?.querySelectorAll('button');
    if (index === null || !chips?.length) return;
    chips[Math.min(index, chips.length - 1)]?.focus();
  }, [filters]);

  if (filters.length === 0) return null;
  return (
    <div role="group" aria-label="Filters on" className={styles.root}>
      <ul ref={list} role="list" className={styles.list}>
        {filters.map((filter, index) => (
          <li key={filter.id}>
            <button
              type="button"
              className={styles.chip}
              aria-label={`Remove ${filter.label}`}
              onClick={() => {
                removedAt.current = index;
                onRemove(filter.id);
              }}
            >
              {filter.label}
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clear} onClick={onClearAll}>
        Clear all
      </button>
    </div>
  );
}
