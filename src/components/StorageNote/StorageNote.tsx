import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './StorageNote.css';

export interface StorageNoteProps {
  /** What will not be kept, and until when: "This browser won't let us save your cart, …". */
  children: ReactNode;
}

/**
 * Says that the browser refused storage and what that means for the shopper: the cart, saved
 * products or a confirmation live only as long as the page. A polite status, so it is heard.
 */
export function StorageNote({ children }: StorageNoteProps) {
  return (
    <p role="status" className={styles.note}>
      <Icon name="alert" size={18} className={styles.icon} />
      {children}
    </p>
  );
}
