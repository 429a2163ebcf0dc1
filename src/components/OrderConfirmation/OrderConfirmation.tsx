import { Link } from 'react-router-dom';
import { ORDER_PLACED_MESSAGE, type PlacedOrder } from '../../lib/placedOrder';
import { stateName } from '../../lib/usStates';
import { buttonStyle } from '../Button';
import { Icon } from '../Icon';
import { OrderSummary } from '../OrderSummary';
import { StorageNote } from '../StorageNote';
import * as styles from './OrderConfirmation.css';

export interface OrderConfirmationProps {
  /** The placed order: its reference, lines, totals and where it ships. */
  order: PlacedOrder;
  /**
   * False when the browser would not keep the order for this visit (storage blocked or full): the
   * page then says it may not be shown again.
   */
  kept?: boolean;
}

/**
 * A placed demo order (docs/behaviour.md "Order confirmation"): the message, the demo order
 * number, where it ships (city and state only), the lines and totals, and the ways on.
 */
export function OrderConfirmation({ order, kept = true }: OrderConfirmationProps) {
  const { city, state } = order.shipTo;
  return (
    <div className={styles.confirmation}>
      <div className={styles.intro}>
        <span className={styles.badge}>
          <Icon name="check" size={28} />
        </span>
        <h1 className={styles.title}>{ORDER_PLACED_MESSAGE}</h1>
        <p className={styles.lede}>No order was sent and nothing was charged.</p>
      </div>
      {kept ? null : (
        <StorageNote>
          This browser won&apos;t let us keep this confirmation, so it may be gone if you come back
          to this page later.
        </StorageNote>
      )}
      <div className={styles.layout}>
        <div className={styles.details}>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.term}>Demo order number</dt>
              <dd className={styles.orderNumber}>{order.orderNumber}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.term}>Ships to</dt>
              <dd className={styles.value}>
                {city}, {stateName(state)}
              </dd>
            </div>
          </dl>
          <nav aria-label="Keep browsing" className={styles.actions}>
            <Link to="/shop" className={buttonStyle({ variant: 'primary', size: 'lg' })}>
              Continue Shopping
            </Link>
            <Link to="/" className={buttonStyle({ variant: 'secondary', size: 'lg' })}>
              Back to Home
            </Link>
            <Link to="/blog" className={buttonStyle({ variant: 'ghost', size: 'lg' })}>
              Read the Blog
            </Link>
          </nav>
        </div>
        <div className={styles.summary}>
          <OrderSummary
            variant="compact"
            lines={order.lines}
            subtotal={order.subtotal}
            shipping={order.shipping}
            total={order.total}
          />
        </div>
      </div>
    </div>
  );
}
