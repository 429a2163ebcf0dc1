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

/** Checkout's inline message: these items cannot ship to the chosen state; remove them or change it. */
export function ShippingRestriction({ stateName, items, onRemove }: ShippingRestrictionProps) {
  return (
    <div role="status" className={styles.notice}>
      <p className={styles.title}>
        <Icon name="alert" size={20} className={styles.icon} />
        {items.length === 1 ? 'This item' : `These ${items.length} items`} can&apos;t ship to{' '}
        {stateName}
      </p>
      <ul role="list" className={styles.items}>
        {items.map((item) => {
          const label = item.sizeLabel ? `${item.name}, ${item.sizeLabel}` : item.name;
          return (
            <li key={item.key} className={styles.item}>
              <span>{label}</span>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                aria-label={`Remove ${label}`}
                onClick={() => onRemove(item)}
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
