import { Fragment, useId } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './FacetGroup.css';

export interface FacetOption {
  /** What the checkbox sends, as the URL writes it: 'relaxed', 'high-cbd', '25-50'. */
  value: string;
  label: string;
  /** How many products choosing it would show, the other groups' choices kept. */
  count: number;
  /** A line under the label, e.g. what a potency band covers per form: parts shown joined by
   * ' · ', each kept on one line. */
  description?: readonly string[];
}

export interface FacetGroupProps {
  /** The group's name, read as the fieldset's legend: 'Effects'. */
  legend: string;
  /** The checkboxes' name, the URL parameter: 'effect'. A plain form sends `?effect=relaxed`. */
  name: string;
  options: readonly FacetOption[];
  /** The values ticked. */
  selected: readonly string[];
  /** A box ticked or unticked. */
  onToggle: (value: string, checked: boolean) => void;
}

/**
 * One facet of the shop as native checkboxes in a fieldset: any number ticked, each with the count
 * it would give. A value that would give nothing is disabled, unless it is ticked (it can always be
 * taken off). Named like the URL's parameters, so the group works in a plain GET form too.
 */
export function FacetGroup({ legend, name, options, selected, onToggle }: FacetGroupProps) {
  const id = useId();
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{legend}</legend>
      <ul role="list" className={styles.list}>
        {options.map((option) => {
          const checked = selected.includes(option.value);
          const countId = `${id}-${option.value}-count`;
          const describedId = `${id}-${option.value}-about`;
          return (
            <li key={option.value} className={styles.item}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  name={name}
                  value={option.value}
                  checked={checked}
                  disabled={option.count === 0 && !checked}
                  // Named by its label alone; the count (and the line under it) describe it.
                  aria-describedby={option.description ? `${countId} ${describedId}` : countId}
                  onChange={(event) => onToggle(option.value, event.target.checked)}
                  className={styles.box}
                />
                <span className={styles.label}>{option.label}</span>
                <span id={countId} aria-hidden="true" className={styles.count}>
                  {option.count}
                  <VisuallyHidden>{option.count === 1 ? ' product' : ' products'}</VisuallyHidden>
                </span>
              </label>
              {option.description ? (
                <p id={describedId} className={styles.description}>
                  {option.description.map((part, index) => (
                    <Fragment key={part}>
                      {index > 0 ? ' · ' : null}
                      <span className={styles.part}>{part}</span>
                    </Fragment>
                  ))}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
