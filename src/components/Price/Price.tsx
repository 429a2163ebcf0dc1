import type { Cents } from '../../catalogue/types';
import { formatMoney } from '../../lib/money';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Price.css';

export interface PriceProps {
  /** The regular price, in cents. */
  price: Cents;
  /** Shown as the price, with the regular one struck through, when it is lower than `price`. */
  salePrice?: Cents;
  /** Text size (default 'md'). */
  size?: 'sm' | 'md' | 'lg';
}

/** The price a shopper pays; a sale shows the lower price first and the original struck through. */
export function Price({ price, salePrice, size = 'md' }: PriceProps) {
  const onSale = salePrice !== undefined && salePrice < price;
  return (
    <span className={styles.price({ size })}>
      {onSale ? (
        <>
          <ins className={styles.sale}>
            <VisuallyHidden>Sale price </VisuallyHidden>
            {formatMoney(salePrice)}
          </ins>
          <del className={styles.original}>
            <VisuallyHidden>Original price </VisuallyHidden>
            {formatMoney(price)}
          </del>
        </>
      ) : (
        <span className={styles.current}>{formatMoney(price)}</span>
      )}
    </span>
  );
}
