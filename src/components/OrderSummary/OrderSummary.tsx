import { useId, type ReactNode } from 'react';
import type { CartLine, Cents } from '../../catalogue/types';
import { formatMoney, multiplyCents } from '../../lib/money';
import { shippingText } from '../../lib/shipping';
import { sizeLabel } from '../../lib/sizes';
import * as styles from './OrderSummary.css';

export interface OrderSummaryProps {
  /** The cart's lines, listed one by one in the compact variant. */
  lines: ReadonlyArray<CartLine>;
  /** Sum of the lines, in cents. */
  subtotal: Cents;
  /** Flat-rate shipping, in cents. */
  shipping: Cents;
  /** Subtotal plus shipping, in cents. */
  total: Cents;
  /** 'full' on the cart screen; 'compact' on checkout, where each item is listed too. */
  variant?: 'full' | 'compact';
  /** Level of the 'Order Summary' heading (default 2). */
  headingLevel?: 2 | 3;
  /** Actions shown below the totals (the cart screen's buttons). */
  children?: ReactNode;
}

/** '{size label} × {quantity}', with 'Standard' spelled out for products without sizes. */
function itemDetail(size: string, quantity: number): string {
  return `${sizeLabel(size) ?? 'Standard'} × ${quantity}`;
}

/** Subtotal, shipping and total; the compact variant lists the items above them. */
export function OrderSummary({
  lines,
  subtotal,
  shipping,
  total,
  variant = 'full',
  headingLevel = 2,
  children,
}: OrderSummaryProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const compact = variant === 'compact';

  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        Order Summary
      </Heading>
      {compact && lines.length > 0 ? (
        <ul role="list" aria-label="Items" className={styles.items}>
          {lines.map((line) => (
            <li key={`${line.id}|${line.size}`} className={styles.item}>
              <span className={styles.itemText}>
                <span className={styles.itemName}>{line.name}</span>
                <span className={styles.itemDetail}>{itemDetail(line.size, line.quantity)}</span>
              </span>
              <span className={styles.amount}>
                {formatMoney(multiplyCents(line.price, line.quantity))}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd className={styles.amount}>{formatMoney(subtotal)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{compact ? shippingText.checkoutLabel : shippingText.summaryLabel}</dt>
          <dd className={styles.amount}>{formatMoney(shipping)}</dd>
        </div>
        <div className={styles.totalRow}>
          <dt>Total</dt>
          <dd className={styles.amount}>{formatMoney(total)}</dd>
        </div>
      </dl>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
  );
}
