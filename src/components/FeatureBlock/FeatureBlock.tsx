import { useId } from 'react';
import { Icon } from '../Icon';
import * as styles from './FeatureBlock.css';

export interface FeatureBlockProps {
  /** Level of the block's heading, under the screen's own (default 2). */
  headingLevel?: 2 | 3;
}

/** 'Elevated Experiences': what the brand stands for, with the Lab Tested badge. */
export function FeatureBlock({ headingLevel = 2 }: FeatureBlockProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const headingId = useId();
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <p className={styles.badge}>
        <Icon name="shield" size={18} />
        Lab Tested
      </p>
      <Heading id={headingId} className={styles.heading}>
        Elevated Experiences
      </Heading>
      <p className={styles.copy}>
        Every strain we carry is grown on licensed U.S. hemp farms, cured slowly to keep its aroma,
        and tested by independent labs for cannabinoid content, pesticides and heavy metals.
      </p>
    </section>
  );
}
