import { useId } from 'react';
import { MINIMUM_AGE } from '../../lib/compliance';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './Hero.css';

export interface HeroProps {
  /** 'Shop Strains': the home screen scrolls to its strains. */
  onShopStrains: () => void;
}

/** The home screen's opening: the page's only h1. */
export function Hero({ onShopStrains }: HeroProps) {
  const headingId = useId();
  return (
    <section className={styles.hero} aria-labelledby={headingId}>
      <Icon name="leaf" size={420} strokeWidth={1} className={styles.art} />
      <div className={styles.content}>
        <p className={styles.tagline}>
          <Icon name="shield" size={16} />
          {`Lab tested · Adults ${MINIMUM_AGE}+`}
        </p>
        <h1 id={headingId} className={styles.heading}>
          Premium Hemp, Elevated
        </h1>
        <p className={styles.lede}>
          Small-batch hemp flower and pre-rolls, slow cured for flavour and verified by independent
          labs.
        </p>
        <div className={styles.actions}>
          <Button size="lg" className={styles.cta} onClick={onShopStrains}>
            Shop Strains
            <Icon name="arrowRight" size={20} />
          </Button>
        </div>
      </div>
    </section>
  );
}
