import { useEffect, useId, useRef } from 'react';
import { chipRadioStyles } from '../ChipRadio';
import { Icon } from '../Icon';
import { visuallyHidden } from '../VisuallyHidden';
import * as styles from './CategoryFilter.css';

export interface CategoryFilterOption {
  /** The chosen option's value. */
  value: string;
  label: string;
  /** How many products choosing it would show (docs/behaviour.md "Shop filter, search and sort live in the URL"). */
  count?: number;
}

export interface CategoryFilterProps {
  /** Name of the group, shown above the chips, e.g. 'Category'. */
  label: string;
  /** Every choice, 'All' included, in display order. */
  options: ReadonlyArray<CategoryFilterOption>;
  /** The chosen option's value. */
  value: string;
  /** Called with the value of the chip pressed. */
  onChange: (value: string) => void;
  /** The radios' name, for a form that sends them (the shop's sends `category`). */
  name?: string;
}

/**
 * Exactly one category (or All) at a time: native radios drawn as chips, so the browser handles
 * the arrow keys and the single tab stop. Chips wrap on desktop and scroll in one row on phones.
 */
export function CategoryFilter({
  label,
  options,
  value,
  onChange,
  name: formName,
}: CategoryFilterProps) {
  const id = useId();
  const name = formName ?? id;
  const row = useRef<HTMLDivElement>(null);
  // In the phone's scrolling row, the chosen chip is brought into view (inline only, so the page
  // itself does not move).
  useEffect(() => {
    const box = row.current;
    const chosen = box?.querySelector<HTMLInputElement>('input:checked')?.parentElement;
    if (!box || !chosen || box.scrollWidth <= box.clientWidth) return;
    const start = chosen.offsetLeft - box.offsetLeft;
    const end = start + chosen.offsetWidth;
    if (start < box.scrollLeft || end > box.scrollLeft + box.clientWidth) {
      box.scrollTo({ left: start - (box.clientWidth - chosen.offsetWidth) / 2 });
    }
  }, [value]);
  return (
    // A fieldset would be a plain group; the radiogroup role names what it holds.
    <fieldset role="radiogroup" className={chipRadioStyles.root}>
      <legend className={`${styles.label} ${styles.labelPhone}`}>{label}</legend>
      <div ref={row} className={`${chipRadioStyles.group} ${styles.row}`}>
        {options.map((option) => (
          <label key={option.value} className={chipRadioStyles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              aria-describedby={option.count === undefined ? undefined : `${id}-${option.value}`}
              className={chipRadioStyles.input}
            />
            <span className={styles.chip}>
              <Icon name="check" size={14} className={styles.check} />
              {option.label}
              {option.count === undefined ? null : (
                // The chip's name stays its label; the count is read as its description.
                <span id={`${id}-${option.value}`} aria-hidden="true" className={styles.count}>
                  {option.count}
                  <span className={visuallyHidden}>
                    {option.count === 1 ? ' matching product' : ' matching products'}
                  </span>
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
