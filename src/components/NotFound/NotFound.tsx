import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonStyle } from '../Button';
import { Container } from '../Container';
import * as styles from './NotFound.css';

export interface NotFoundProps {
  /** The large figure above the heading. */
  code?: string;
  /** The heading (default 'Oops! Page not found'). */
  title?: string;
  /** A line under the heading that says what happened. */
  message?: ReactNode;
  /** Where the main action leads, and what it says. */
  actionTo?: string;
  /** The main action's text (default 'Back to Home'). */
  actionLabel?: string;
}

/** A page that is not there: 404 by default; 'Product Not Found' reuses it with a link to the shop. */
export function NotFound({
  code = '404',
  title = 'Oops! Page not found',
  message = 'The page you are looking for has moved, or never existed.',
  actionTo = '/',
  actionLabel = 'Back to Home',
}: NotFoundProps) {
  return (
    <Container narrow>
      <div className={styles.wrap}>
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
        <h1>{title}</h1>
        <p className={styles.message}>{message}</p>
        <div className={styles.actions}>
          <Link to={actionTo} className={buttonStyle({ variant: 'primary' })}>
            {actionLabel}
          </Link>
        </div>
      </div>
    </Container>
  );
}
