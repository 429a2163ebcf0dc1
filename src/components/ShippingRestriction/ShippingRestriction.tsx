import { useLayoutEffect, useRef } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './ShippingRestriction.css';

export interface RestrictedItem {
  /** Unique per cart line (id and size). */
  key: string;
  name: string;
  /** The size as the shopper knows it, e.g. '1/8 oz (3.5g)'; absent for one-size products. */
  sizeLabel?: string;
}

export interface ShippingRestrictionProps {
  /** The chosen state's name, e.g. 'Idaho'. */
  stateName: string;
  /** The cart's items that cannot ship to that state, each with a Remove button. */
  items: ReadonlyArray<RestrictedItem>;
  /** Remove: takes that item out of the cart. */
  onRemove: (item: RestrictedItem) => void;
}

/**
 * Checkout's inline message: these items cannot ship to the chosen state; remove them or change it.
 * A Remove pressed hands the focus to the Remove now in its place (or the one before it), so a
 * keyboard shopper goes on from where they were; after the last, the form decides (CheckoutForm
 * takes it back to the State field).
 */
export function ShippingRestriction({ stateName, items, onRemove }: ShippingRestrictionProps) {
  const list = useRef<HTMLUListElement>(null);
  // The place of the Remove pressed, until the list without it has rendered.
  const removedAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll('button');
    if (buttons && buttons.length > 0) buttons[Math.min(at, buttons.length - 1)]?.focus();
  }, [items]);

  return (
    <div role="status" className={styles.notice}>
      <p className={styles.title}>
        <Icon name="alert" size={20} className={styles.icon} />
        {items.length === 1 ? 'This item' : `These ${items.length} items`} can&apos;t ship to{' '}
        {stateName}
      </p>
      <ul ref={list} role="list" className={styles.items}>
        {items.map((item, index) => {
          const label = item.sizeLabel ? `${item.name}, ${item.sizeLabel}` : item.name;
          return (
            <li key={item.key} className={styles.item}>
              <span>{label}</span>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                aria-label={`Remove ${label}`}
                onClick={() => {
                  removedAt.current = index;
                  onRemove(item);
                }}
              >
                <Icon name="trash" size={16} />
                Remove
              </Button>
            </li>
          );
        })}
      </ul>
      <p className={styles.hint}>
        Remove {items.length === 1 ? 'it' : 'them'} or choose another state to place your order.
      </p>
    </div>
  );
}
