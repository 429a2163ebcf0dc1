import { useEffect, useRef } from 'react';
import type { Cents } from '../../catalogue/types';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Price } from '../Price';
import * as styles from './StickyAddBar.css';

export interface StickyAddBarProps {
  /** Shown once the page's own Add to Cart has scrolled out of view (phones only, by CSS). */
  shown: boolean;
  /** The product's name: the bar's label. */
  name: string;
  /** The chosen size's price, in cents. */
  price: Cents;
  salePrice?: Cents;
  /** Adds the same selection (size and quantity) as the page's own button. */
  onAdd: () => void;
}

/**
 * Price and Add to Cart kept at the bottom of a phone's screen. While it shows, the page keeps its
 * height free below the content and scrolls focus clear of it, so it covers neither.
 */
export function StickyAddBar({ shown, name, price, salePrice, onAdd }: StickyAddBarProps) {
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const property = styles.barHeight.slice(4, -1);
    const measure = () => root.style.setProperty(property, `${element.offsetHeight}px`);
    measure();
    root.setAttribute(styles.SHOWING_ATTRIBUTE, '');
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    // A control focused where the bar would cover it is brought above it (scroll-padding).
    const uncover = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || element.contains(target)) return;
      if (target.getBoundingClientRect().bottom > element.getBoundingClientRect().top)
        target.scrollIntoView({ block: 'nearest' });
    };
    document.addEventListener('focusin', uncover);
    return () => {
      resize.disconnect();
      document.removeEventListener('focusin', uncover);
      root.removeAttribute(styles.SHOWING_ATTRIBUTE);
      root.style.removeProperty(property);
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <div ref={bar} role="region" aria-label={`Buy ${name}`} className={styles.bar}>
      <div className={styles.summary}>
        <p className={styles.name}>{name}</p>
        <Price price={price} salePrice={salePrice} />
      </div>
      <Button className={styles.action} onClick={onAdd}>
        <Icon name="cart" size={20} />
        Add to Cart
      </Button>
    </div>
  );
}
