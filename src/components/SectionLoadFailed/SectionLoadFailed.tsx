import { Icon } from '../Icon';
import * as styles from './SectionLoadFailed.css';

export interface SectionLoadFailedProps {
  /** What did not load, as the sentence names it, e.g. 'lab results'. */
  what: string;
  /** The page to reload (the current one). */
  href: string;
}

/**
 * Stands in for a section whose code did not load (the product page's lab results), says so and
 * offers a reload; the rest of the page keeps working (docs/behaviour.md
 * "Code that failed to load loads again").
 */
export function SectionLoadFailed({ what, href }: SectionLoadFailedProps) {
  return (
    <p role="status" className={styles.notice}>
      <Icon name="alert" size={20} className={styles.icon} />
      <span>
        The {what} did not load. <a href={href}>Reload the page</a> to see them.
      </span>
    </p>
  );
}
