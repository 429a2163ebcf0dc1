import { Button, buttonStyle } from '../Button';
import { Container } from '../Container';
import * as styles from '../NotFound/NotFound.css';

export interface ErrorScreenProps {
  /** Reloads the failed part of the page. */
  onRetry?: () => void;
  /** Where 'Go to Home' leads; a plain link so it works even when the router is broken. */
  homeHref?: string;
}

/** Shown instead of a blank page when a screen throws. Your cart is kept in the browser. */
export function ErrorScreen({ onRetry, homeHref = '/' }: ErrorScreenProps) {
  return (
    <Container narrow>
      <div className={styles.wrap} role="alert">
        <p className={styles.code} aria-hidden="true">
          !
        </p>
        <h1>Something went wrong</h1>
        <p className={styles.message}>
          This part of the store hit an unexpected problem. Your cart is safe: nothing in it was
          lost.
        </p>
        <div className={styles.actions}>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              Try Again
            </Button>
          )}
          <a href={homeHref} className={buttonStyle({ variant: 'primary' })}>
            Go to Home
          </a>
        </div>
      </div>
    </Container>
  );
}
