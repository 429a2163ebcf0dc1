import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './Field.css';

/** A submission that failed: announced at once, with what went wrong and what to do next. */
export function FormAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className={styles.notice}>
      <p className={styles.noticeTitle}>
        <Icon name="alert" size={20} className={styles.noticeIcon} />
        {title}
      </p>
      {children}
    </div>
  );
}

/**
 * A polite live region that stays in the page, so a confirmation put into it is announced.
 * It renders nothing visible while empty.
 */
export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={styles.status}>
      {children ? (
        <p className={styles.success}>
          <Icon name="check" size={20} className={styles.successIcon} />
          <span>{children}</span>
        </p>
      ) : null}
    </div>
  );
}
