import { Radio, RadioGroup, useRadioStore } from '@ariakit/react';
import { useId, type FocusEvent } from 'react';
import { sizeLabel } from '../../lib/sizes';
import * as styles from './SizePicker.css';

export interface SizePickerProps {
  sizes: readonly string[];
  value: string;
  onChange: (size: string) => void;
  label?: string;
}

/** A radio group of sizes (arrow keys move the choice). Nothing to choose, nothing shown. */
export function SizePicker({ sizes, value, onChange, label = 'Size' }: SizePickerProps) {
  const labelId = useId();
  const store = useRadioStore({
    value,
    setValue: (next) => {
      if (typeof next === 'string') onChange(next);
    },
  });

  // Ariakit checks native radios when arrow keys move focus; these are buttons, so do the same.
  const checkOnArrowFocus = (size: string) => (event: FocusEvent<HTMLElement>) => {
    const { moves, activeId } = store.getState();
    if (moves > 0 && activeId === event.currentTarget.id && size !== value) onChange(size);
  };

  if (sizes.length < 2) return null;
  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <RadioGroup store={store} aria-labelledby={labelId} className={styles.group}>
        {sizes.map((size) => (
          <Radio
            key={size}
            value={size}
            className={styles.option}
            render={<button type="button" />}
            onFocus={checkOnArrowFocus(size)}
          >
            {sizeLabel(size) ?? size}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}
