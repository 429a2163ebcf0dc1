import { useId } from 'react';
import type { CartLine as CartLineData } from '../../catalogue/types';
import { formatMoney, multiplyCents } from '../../lib/money';
import { MAX_QUANTITY } from '../../lib/quantity';
import { sizeLabel } from '../../lib/sizes';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Price } from '../Price';
import { VisuallyHidden } from '../VisuallyHidden';
import { softPill } from '../../theme/shared.css';
import * as styles from './CartLine.css';

export interface CartLineProps {
  /** The cart line: product, size, unit price (from the catalogue) and quantity. */
  line: CartLineData;
  /** The new quantity; 0 when minus is pressed at 1 (the cart then removes the line). */
  onQuantityChange: (quantity: number) => void;
  /** The Remove button: takes the whole line out of the cart. */
  onRemove: () => void;
  /** Level of the product's name, under the cart's heading (default 2). */
  headingLevel?: 2 | 3;
}

/** One cart line: art, name, size, unit price, minus/plus, line total and remove. */
export function CartLine({ line, onQuantityChange, onRemove, headingLevel = 2 }: CartLineProps) {
  const nameId = useId();
  const sizeId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const label = sizeLabel(line.size);
  // Two lines can share a name (3.5g and 28g): the size, read as a description, tells them apart.
  const describedBy = label ? sizeId : undefined;

  return (
    <article className={styles.line} aria-labelledby={nameId}>
      <div className={styles.grid}>
        <img
          className={styles.thumb}
          src={line.image}
          alt=""
          width={480}
          height={360}
          decoding="async"
        />
        <div className={styles.info}>
          <Heading id={nameId} className={styles.name}>
            {line.name}
          </Heading>
          {label ? (
            <span id={sizeId} className={softPill}>
              {label}
            </span>
          ) : null}
          <p className={styles.unit}>
            <Price price={line.price} size="sm" />
            <span>each</span>
          </p>
        </div>
        <div className={styles.quantity}>
          <Button
            variant="ghost"
            size="sm"
            icon={<Icon name="minus" size={16} />}
            label={`Decrease quantity of ${line.name}`}
            aria-describedby={describedBy}
            onClick={() => onQuantityChange(line.quantity - 1)}
          />
          <output className={styles.count} aria-live="polite">
            <VisuallyHidden>Quantity </VisuallyHidden>
            {line.quantity}
          </output>
          <Button
            variant="ghost"
            size="sm"
            icon={<Icon name="plus" size={16} />}
            label={`Increase quantity of ${line.name}`}
            aria-describedby={describedBy}
            disabled={line.quantity >= MAX_QUANTITY}
            onClick={() => onQuantityChange(line.quantity + 1)}
          />
        </div>
        <p className={styles.total}>
          <VisuallyHidden>Line total </VisuallyHidden>
          {formatMoney(multiplyCents(line.price, line.quantity))}
        </p>
        <Button
          className={styles.remove}
          variant="ghost"
          size="sm"
          icon={<Icon name="trash" size={18} />}
          label={`Remove ${line.name}`}
          aria-describedby={describedBy}
          onClick={onRemove}
        />
      </div>
    </article>
  );
}
