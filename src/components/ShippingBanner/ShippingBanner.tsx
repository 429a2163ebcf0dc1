import { shippingText } from '../../lib/shipping';
import { Icon } from '../Icon';
import * as styles from './ShippingBanner.css';

/** The shop's shipping line, worded from the one shipping rule (docs/behaviour.md "Shipping": no free-shipping claim). */
export function ShippingBanner() {
  return (
    <p className={styles.banner}>
      <Icon name="truck" size={20} className={styles.icon} />
      <span className={styles.text}>{shippingText.banner}</span>
    </p>
  );
}
