import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is empty, as the heading, e.g. 'Your Cart is Empty'. */
  title: string;
  /** A line under the heading that says what to do next. */
  description: ReactNode;
  /** A button or link that gets the visitor going again. */
  action?: ReactNode;
  /** An icon above the heading, by name (see Icon). */
  icon?: IconName;
  /** Level of the heading: 1 when the empty state is the whole screen (default 2). */
  headingLevel?: 1 | 2 | 3;
}

/** A screen or section with nothing to show yet, e.g. the empty cart. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h2';
  return (
    <div className={styles.block}>
      {icon ? (
        <span className={styles.icon}>
          <Icon name={icon} size={32} />
        </span>
      ) : null}
      <Heading className={styles.heading}>{title}</Heading>
      <p className={styles.description}>{description}</p>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
