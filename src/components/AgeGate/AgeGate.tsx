import { Dialog, DialogDescription, DialogHeading } from '@ariakit/react';
import { useRef } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './AgeGate.css';

export interface AgeGateProps {
  open: boolean;
  /** 'I'm 21 or Older'. */
  onConfirm: () => void;
  /** 'I'm Under 21': the screen sends the visitor away. */
  onDecline: () => void;
}

/**
 * The 21+ self-declaration (SPEC point 5). A modal that only its two buttons can close:
 * Escape and clicks outside do nothing, and the page behind it is inert.
 */
export function AgeGate({ open, onConfirm, onDecline }: AgeGateProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      modal
      hideOnEscape={false}
      hideOnInteractOutside={false}
      initialFocus={confirmRef}
      backdrop={
        <div
          className={styles.backdrop}
          role="presentation"
          // A press on the backdrop would otherwise move focus out of the dialog, to <body>.
          onMouseDown={(event) => event.preventDefault()}
        />
      }
      className={styles.dialog}
    >
      <p className={styles.brand}>
        <span className={styles.brandMark}>
          <Icon name="leaf" size={22} />
        </span>
        Silk Road
      </p>
      <div className={styles.copy}>
        <DialogHeading className={styles.heading}>Are you 21 or older?</DialogHeading>
        <DialogDescription className={styles.description}>
          Silk Road sells hemp-derived products for adults 21 and older only. Please confirm your
          age to enter.
        </DialogDescription>
      </div>
      <div className={styles.actions}>
        <Button ref={confirmRef} variant="primary" size="lg" fullWidth onClick={onConfirm}>
          I&apos;m 21 or Older
        </Button>
        <Button variant="secondary" size="lg" fullWidth onClick={onDecline}>
          I&apos;m Under 21
        </Button>
      </div>
      <p className={styles.fineprint}>
        By entering you confirm that you are of legal age to buy hemp products where you live.
      </p>
    </Dialog>
  );
}
