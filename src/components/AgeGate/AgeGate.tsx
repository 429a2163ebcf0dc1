import { useId, useLayoutEffect, useRef } from 'react';
import { MINIMUM_AGE } from '../../lib/compliance';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './AgeGate.css';

export interface AgeGateProps {
  /**
   * Undefined while a prerendered page hydrates: the gate stays as the page's CSS shows it
   * (`<html data-age-gate="open">`, set before the first paint), neither opened nor closed.
   */
  open: boolean | undefined;
  /** 'I'm 21 or Older'. */
  onConfirm: () => void;
  /** 'I'm Under 21': the screen sends the visitor away. */
  onDecline: () => void;
}

/** Shows the gate as a modal, focus on 'I'm 21 or Older'; nothing when it is already showing. */
function showGate(dialog: HTMLDialogElement | null, confirm: HTMLButtonElement | null) {
  if (!dialog || dialog.open) return;
  // The prerendered gate was shown by CSS alone; from here on the modal stands for it.
  delete document.documentElement.dataset.ageGate;
  dialog.showModal();
  confirm?.focus();
}

/**
 * The 21+ self-declaration (docs/behaviour.md "Age gate"). A native modal `<dialog>` that only its
 * two buttons can close: the browser makes the page behind it inert, Escape is cancelled, and
 * clicks outside do nothing. Native rather than Ariakit's Dialog because every first visit shows it
 * before anything else: the browser's own modal costs no script, and Ariakit stays out of the first
 * load.
 */
export function AgeGate({ open, onConfirm, onDecline }: AgeGateProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const descriptionId = useId();

  // Before the first paint, so the page is never seen, or reachable, without the gate over it.
  useLayoutEffect(() => {
    if (open === true) showGate(dialogRef.current, confirmRef.current);
    else if (open === false && dialogRef.current?.open) dialogRef.current.close();
  }, [open]);

  return (
    // The mouse handler below only keeps focus where it is; the dialog itself does nothing on press.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      // Escape asks the dialog to cancel: refuse.
      onCancel={(event) => event.preventDefault()}
      // Browsers let a repeated Escape close a modal even when cancel is refused (close watchers).
      // While the visitor has not answered, the gate comes straight back.
      onClose={() => {
        if (open) showGate(dialogRef.current, confirmRef.current);
      }}
      // A press on the backdrop or the dialog's padding would otherwise take focus off the buttons.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) event.preventDefault();
      }}
    >
      <p className={styles.brand}>
        <span className={styles.brandMark}>
          <Icon name="leaf" size={22} />
        </span>
        Silk Road
      </p>
      <div className={styles.copy}>
        <h2 id={headingId} className={styles.heading}>
          {`Are you ${MINIMUM_AGE} or older?`}
        </h2>
        <p id={descriptionId} className={styles.description}>
          {`Silk Road sells hemp-derived products for adults ${MINIMUM_AGE} and older only. Please confirm your age to enter.`}
        </p>
      </div>
      <div className={styles.actions}>
        {/* data-age-gate: public/theme-init.js answers a press that comes before the app runs. */}
        <Button
          ref={confirmRef}
          variant="primary"
          size="lg"
          fullWidth
          onClick={onConfirm}
          data-age-gate="confirm"
        >
          {`I'm ${MINIMUM_AGE} or Older`}
        </Button>
        <Button variant="secondary" size="lg" fullWidth onClick={onDecline} data-age-gate="decline">
          {`I'm Under ${MINIMUM_AGE}`}
        </Button>
      </div>
      <p className={styles.fineprint}>
        By entering you confirm that you are of legal age to buy hemp products where you live.
      </p>
    </dialog>
  );
}
