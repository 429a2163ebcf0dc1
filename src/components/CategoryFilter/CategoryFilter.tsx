import { useId } from 'react';
import { chipRadioStyles } from '../ChipRadio';
import { Icon } from '../Icon';
import * as styles from './CategoryFilter.css';

export interface CategoryFilterOption {
  value: string;
  label: string;
}

export interface CategoryFilterProps {
  /** Name of the group, shown above the chips, e.g. 'Category'. */
  label: string;
  /** Every choice, 'All' included, in display order. */
  options: readonly CategoryFilterOption[];
  value: string;
  onChange: (value: string) => void;
}

/**
 * Exactly one category (or All) at a time: native radios drawn as wrapping chips, so the
 * browser handles the arrow keys and the single tab stop.
 */
export function CategoryFilter({ label, options, value, onChange }: CategoryFilterProps) {
  const name = useId();
  return (
    // A fieldset would be a plain group; the radiogroup role names what it holds.
    <fieldset role="radiogroup" className={chipRadioStyles.root}>
      <legend className={styles.label}>{label}</legend>
      <div className={chipRadioStyles.group}>
        {options.map((option) => (
          <label key={option.value} className={chipRadioStyles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className={chipRadioStyles.input}
            />
            <span className={styles.chip}>
              <Icon name="check" size={14} className={styles.check} />
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
