import { Dialog } from '@ariakit/react';
import type { ReactNode, RefObject } from 'react';
import * as styles from './TopBar.css';

export interface MobileMenuProps {
  /** Whether the menu is shown. */
  open: boolean;
  /** Called on Escape, on a press outside the menu, or when a link in it is followed. */
  onClose: () => void;
  /** The Menu button: a press on it is not a click outside, and focus returns to it on close. */
  disclosure: RefObject<HTMLButtonElement | null>;
  /** The menu's content: the navigation links and, on narrow screens, the theme switch. */
  children: ReactNode;
}

/**
 * The menu below 768px: Ariakit's non-modal Dialog, placed by CSS below the bar. Focus moves in
 * on open and back to the Menu button on close; Escape and a click outside close it. Its own
 * chunk (TopBar loads it on the first press, or earlier on hover or focus), so Ariakit is not in
 * any route's first load.
 */
export default function MobileMenu({ open, onClose, disclosure, children }: MobileMenuProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      modal={false}
      portal={false}
      hideOnEscape
      hideOnInteractOutside={(event) =>
        !(event.target instanceof Node && disclosure.current?.contains(event.target))
      }
      finalFocus={disclosure}
      unmountOnHide
      className={styles.menuPanel}
      aria-label="Main menu"
    >
      {children}
    </Dialog>
  );
}
