import { useId } from 'react';
import { sizeLabel } from '../../lib/sizes';
import { chipRadioStyles } from '../ChipRadio';
import * as styles from './SizePicker.css';

export interface SizePickerProps {
  /** The sizes to choose from, in display order (e.g. '3.5g', '28g'). */
  sizes: ReadonlyArray<string>;
  /** The chosen size. */
  value: string;
  /** Called with the size picked. */
  onChange: (size: string) => void;
  /** Name of the group, shown above the chips (default 'Size'). */
  label?: string;
}

/**
 * Native radios drawn as chips: the browser moves the choice with the arrow keys and keeps the
 * group to one tab stop, with no script. Nothing to choose, nothing shown.
 */
export function SizePicker({ sizes, value, onChange, label = 'Size' }: SizePickerProps) {
  const name = useId();
  if (sizes.length < 2) return null;
  return (
    // A fieldset would be a plain group; the radiogroup role names what it holds.
    <fieldset role="radiogroup" className={chipRadioStyles.root}>
      <legend className={styles.label}>{label}</legend>
      <div className={chipRadioStyles.group}>
        {sizes.map((size) => (
          <label key={size} className={chipRadioStyles.option}>
            <input
              type="radio"
              name={name}
              value={size}
              checked={size === value}
              onChange={() => onChange(size)}
              className={chipRadioStyles.input}
            />
            <span className={styles.face}>{sizeLabel(size) ?? size}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
