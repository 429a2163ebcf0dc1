import { useId } from 'react';
import type { Cents } from '../../catalogue/types';
import { formatMoney } from '../../lib/money';
import * as styles from './Card.css';

/** 'Total' and the live amount. An `output` element (a polite status) so a change is announced. */
export function CardTotal({ amount }: { amount: Cents }) {
  const labelId = useId();
  return (
    <div className={styles.totalRow}>
      <span id={labelId} className={styles.totalLabel}>
        Total
      </span>
      <output aria-labelledby={labelId} className={styles.totalValue}>
        {formatMoney(amount)}
      </output>
    </div>
  );
}
