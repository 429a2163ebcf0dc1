import { useId } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './CallToAction.css';

export interface CallToActionProps {
  /** 'Shop Strains': the home screen scrolls to its strains. */
  onShopStrains: () => void;
  /** Level of the band's heading, under the screen's own (default 2). */
  headingLevel?: 2 | 3;
}

/** 'Ready to Elevate?': the closing prompt on the home screen. */
export function CallToAction({ onShopStrains, headingLevel = 2 }: CallToActionProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const headingId = useId();
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        Ready to Elevate?
      </Heading>
      <p className={styles.copy}>
        Pick one of our three signature strains, in an eighth or a full ounce.
      </p>
      <Button size="lg" onClick={onShopStrains}>
        Shop Strains
        <Icon name="arrowRight" size={20} />
      </Button>
    </section>
  );
}
