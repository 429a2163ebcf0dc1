import { Radio, RadioGroup, useRadioStore } from '@ariakit/react';
import { useId, type FocusEvent } from 'react';
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

/** Exactly one category (or All) at a time: a radio group drawn as wrapping chips. */
export function CategoryFilter({ label, options, value, onChange }: CategoryFilterProps) {
  const labelId = useId();
  const store = useRadioStore({
    value,
    setValue: (next) => {
      if (typeof next === 'string') onChange(next);
    },
  });

  // Ariakit checks native radios when arrow keys move focus; these are buttons, so do the same.
  const checkOnArrowFocus = (option: string) => (event: FocusEvent<HTMLElement>) => {
    const { moves, activeId } = store.getState();
    if (moves > 0 && activeId === event.currentTarget.id && option !== value) onChange(option);
  };

  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <RadioGroup store={store} aria-labelledby={labelId} className={styles.group}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            className={styles.chip}
            render={<button type="button" />}
            onFocus={checkOnArrowFocus(option.value)}
          >
            <Icon name="check" size={14} className={styles.check} />
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}
