import { useId } from 'react';
import { MINIMUM_AGE } from '../../lib/compliance';
import { Icon } from '../Icon';
import * as styles from './RequirementList.css';

/** What a wholesale buyer needs before we can open an account. */
export const wholesaleRequirements: readonly string[] = [
  'A licensed retail business registered in the United States.',
  "A valid resale certificate or seller's permit for your state.",
  `An account holder who is ${MINIMUM_AGE} or older.`,
  'A physical or online store in a state where hemp-derived products are legal to sell.',
  'Agreement to our minimum opening order, which we confirm when we review your application.',
];

export interface RequirementListProps {
  /** What a wholesale applicant needs, one line each (default: the wholesale requirements). */
  requirements?: ReadonlyArray<string>;
  /** Level of the list's heading, under the screen's own (default 2). */
  headingLevel?: 2 | 3;
}

export function RequirementList({
  requirements = wholesaleRequirements,
  headingLevel = 2,
}: RequirementListProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const headingId = useId();
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        Requirements
      </Heading>
      <ul role="list" className={styles.list}>
        {requirements.map((requirement) => (
          <li key={requirement} className={styles.item}>
            <span className={styles.check}>
              <Icon name="check" size={16} strokeWidth={3} />
            </span>
            {requirement}
          </li>
        ))}
      </ul>
    </section>
  );
}
