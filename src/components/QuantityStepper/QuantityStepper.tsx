import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY } from '../../lib/quantity';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './QuantityStepper.css';

export interface QuantityStepperProps {
  /** The quantity shown. */
  value: number;
  /** Called with the new quantity, kept between `min` and `max`. */
  onChange: (value: number) => void;
  /** Lowest quantity: minus is disabled there (default 1). */
  min?: number;
  /** Highest quantity: plus is disabled there (default 99). */
  max?: number;
  /** Visible label of the number field. */
  label?: string;
  /** What is being counted, e.g. "Gelato": names the buttons ("Increase quantity of Gelato"). */
  itemName?: string;
  /** Button and field size (default 'md'). */
  size?: 'sm' | 'md';
}

/** Whole number from what was typed, kept within min..max; empty or '0' gives the minimum. */
function clampTyped(text: string, min: number, max: number): number {
  const number = Number.parseInt(text, 10);
  if (!Number.isFinite(number)) return min;
  return Math.min(max, Math.max(min, number));
}

/** A controlled quantity: minus, a typed number field, plus. Clamped to min..max. */
export function QuantityStepper({
  value,
  onChange,
  min = MIN_QUANTITY,
  max = MAX_QUANTITY,
  label = 'Quantity',
  itemName,
  size = 'md',
}: QuantityStepperProps) {
  const of = itemName ? ` of ${itemName}` : '';
  // Read out after a minus/plus press, since the field itself is not a live region.
  const [announcement, setAnnouncement] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // What the visitor is typing, until they leave the field or press Enter; null shows `value`.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const next = clampTyped(draft, min, max);
    setDraft(null);
    if (next !== value) onChange(next);
  };

  const step = (delta: number, event: MouseEvent<HTMLButtonElement>) => {
    const next = Math.min(max, Math.max(min, value + delta));
    if (next !== value) {
      onChange(next);
      setAnnouncement(`${label}${of}: ${next}`);
    }
    // A button about to be disabled drops keyboard focus to the page: move it to the field.
    // (`detail` is 0 for a click made with Enter or Space.)
    if ((next === min || next === max) && event.detail === 0) inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  const iconSize = size === 'sm' ? 16 : 18;

  return (
    <div className={styles.root}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control({ size })}>
        <Button
          variant="ghost"
          size="sm"
          icon={<Icon name="minus" size={iconSize} />}
          label={`Decrease quantity${of}`}
          disabled={value <= min}
          onClick={(event) => step(-1, event)}
        />
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input({ size })}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="ghost"
          size="sm"
          icon={<Icon name="plus" size={iconSize} />}
          label={`Increase quantity${of}`}
          disabled={value >= max}
          onClick={(event) => step(1, event)}
        />
      </div>
      <span className={visuallyHidden} aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
