import type { ReactNode } from 'react';
import * as styles from './Field.css';

/** A titled group of fields: a fieldset whose legend looks like a section heading. */
export function FormSection({
  legend,
  children,
  className,
}: {
  legend: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={[styles.section, className].filter(Boolean).join(' ')}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
