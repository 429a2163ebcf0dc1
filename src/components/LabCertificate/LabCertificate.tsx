import { useId, type ReactNode } from 'react';
import type { LabBatch } from '../../catalogue/labPanel';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { CannabinoidTable, LabBatchFacts, ScreensTable } from '../LabResults';
import * as styles from './LabCertificate.css';

export interface LabCertificateProps {
  /** The tested batch: its id, lab, test date, cannabinoid panel and contaminant screens. */
  batch: LabBatch;
  /** The product or strain's name. */
  itemName: string;
  /** Its category, or 'Signature strain'. */
  itemKind: string;
  /** Opens the browser's print dialog. */
  onPrint: () => void;
  /** A link back to the product or strain (from the screen, so this stays router-free). */
  backLink: ReactNode;
}

/** A printable certificate of analysis: the batch, the panel and the screens, with a print style. */
export function LabCertificate({
  batch,
  itemName,
  itemKind,
  onPrint,
  backLink,
}: LabCertificateProps) {
  const titleId = useId();
  return (
    <article className={styles.certificate} aria-labelledby={titleId} data-lab-certificate="">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Certificate of analysis · {itemKind}</p>
        <h1 id={titleId} className={styles.title}>
          {itemName}
        </h1>
      </header>
      <LabBatchFacts batch={batch} />
      <CannabinoidTable batch={batch} />
      <ScreensTable batch={batch} />
      <p className={styles.note}>
        Third-party tested. Percentages by dry weight; ND means not detected. Total THC is Δ9-THC +
        0.877 × THCA.
      </p>
      <div className={styles.actions}>
        <Button onClick={onPrint}>
          <Icon name="shield" size={18} />
          Print certificate
        </Button>
        {backLink}
      </div>
    </article>
  );
}
