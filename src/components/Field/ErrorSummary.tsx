import { useId } from 'react';
import { Icon } from '../Icon';
import * as styles from './Field.css';

export interface ErrorSummaryItem {
  /** The id of the control to move to. */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  title: string;
  /** An extra line under the title, e.g. the server's message. */
  description?: string;
  errors: readonly ErrorSummaryItem[];
}

/** The list of problems at the top of a form; each entry moves focus to its field. */
export function ErrorSummary({ title, description, errors }: ErrorSummaryProps) {
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <p id={titleId} className={styles.noticeTitle}>
        <Icon name="alert" size={20} className={styles.noticeIcon} />
        {title}
      </p>
      {description ? <p>{description}</p> : null}
      {errors.length > 0 ? (
        <ul className={styles.noticeList}>
          {errors.map(({ fieldId, message }) => (
            <li key={fieldId}>
              <a
                className={styles.noticeLink}
                href={`#${fieldId}`}
                onClick={(event) => {
                  // Focus the control itself (a hash jump would only scroll) and keep the URL clean.
                  const control = document.getElementById(fieldId);
                  if (!control) return;
                  event.preventDefault();
                  control.focus();
                  control.scrollIntoView({ block: 'center' });
                }}
              >
                {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
