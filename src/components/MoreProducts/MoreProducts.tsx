import type { MouseEvent } from 'react';
import { Link, type To } from 'react-router-dom';
import { formatCount } from '../../catalogue/query';
import { buttonStyle } from '../Button';
import * as styles from './MoreProducts.css';

export interface MoreProductsProps {
  /** Products on screen now. */
  shown: number;
  /** Products the shopper's filters, search and sort give in all. */
  total: number;
  /** How many more the next page shows: a page's size, or what is left. */
  next: number;
  /**
   * The URL with one more page. A real link: before the app runs, and for a new tab, it opens the
   * shop at that page.
   */
  to: To;
  /**
   * A plain press, once the app runs: the link is not followed; the screen shows the next page in
   * place and moves focus to its first product.
   */
  onShowMore: () => void;
}

/**
 * Below a list of products that has more than it shows: how many are on screen, and a link to
 * show the next page in place (docs/behaviour.md "Shop pages"). Draws nothing when every product
 * is shown.
 */
export function MoreProducts({ shown, total, next, to, onShowMore }: MoreProductsProps) {
  if (shown >= total || next <= 0) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified press (new tab, new window) is the browser's, as on any link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onShowMore();
  };
  return (
    <nav aria-label="More products" className={styles.block}>
      <p className={styles.progress}>
        Showing {formatCount(shown)} of {formatCount(total)} products
      </p>
      <Link to={to} className={buttonStyle({ variant: 'secondary', size: 'lg' })} onClick={onClick}>
        Show {formatCount(next)} more {next === 1 ? 'product' : 'products'}
      </Link>
    </nav>
  );
}
