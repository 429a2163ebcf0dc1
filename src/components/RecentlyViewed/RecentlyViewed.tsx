import { useId } from 'react';
import { Link } from 'react-router-dom';
import { firstSizePrice } from '../../catalogue/pricing';
import type { ProductListing } from '../../catalogue/types';
import { Button } from '../Button';
import { Price } from '../Price';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './RecentlyViewed.css';

export interface RecentlyViewedProps {
  /** The products to show, newest first (the screen leaves out the one being looked at). */
  products: readonly ProductListing[];
  /** 'Clear' was pressed: the screen forgets the list. */
  onClear: () => void;
}

/** The products the shopper looked at last, each a link to its page; nothing when empty. */
export function RecentlyViewed({ products, onClear }: RecentlyViewedProps) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          Recently viewed
        </h2>
        <Button variant="secondary" size="sm" onClick={onClear}>
          Clear<VisuallyHidden> recently viewed</VisuallyHidden>
        </Button>
      </div>
      {/* Scrolls sideways on narrow screens; a keyboard reaches every tile through its link. */}
      <ul role="list" className={styles.row}>
        {products.map((product) => (
          <li key={product.id} className={styles.tile}>
            <Link to={`/product/${product.id}`} className={styles.link}>
              <img
                className={styles.image}
                src={product.image}
                alt=""
                width={480}
                height={360}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.name}>{product.name}</span>
            </Link>
            <Price {...firstSizePrice(product)} size="sm" />
          </li>
        ))}
      </ul>
    </section>
  );
}
