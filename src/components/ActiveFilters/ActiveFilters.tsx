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
 * all". Nothing at all when no filter is on.
 */
export function ActiveFilters({ filters, onRemove, onClearAll }: ActiveFiltersProps) {
  if (filters.length === 0) return null;
  return (
    <div role="group" aria-label="Filters on" className={styles.root}>
      <ul role="list" className={styles.list}>
        {filters.map((filter) => (
          <li key={filter.id}>
            <button
              type="button"
              className={styles.chip}
              aria-label={`Remove ${filter.label}`}
              onClick={() => onRemove(filter.id)}
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
