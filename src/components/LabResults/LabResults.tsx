import type { ReactNode } from 'react';
import { totalCannabinoids, totalThc, type LabBatch } from '../../catalogue/labResults';
import { formatPostDate } from '../BlogCard/formatPostDate';
import * as styles from './LabResults.css';

/** A lab percentage as a certificate prints it: 'ND' (not detected) for zero. */
export function formatPercent(value: number): string {
  return value === 0 ? 'ND' : `${value.toFixed(value < 1 ? 3 : 2).replace(/0$/, '')}%`;
}

/** Batch id, lab and test date as a description list. */
export function LabBatchFacts({ batch }: { batch: LabBatch }) {
  return (
    <dl className={styles.facts}>
      <dt className={styles.term}>Batch</dt>
      <dd className={styles.detail}>{batch.batchId}</dd>
      <dt className={styles.term}>Lab</dt>
      <dd className={styles.detail}>{batch.lab}</dd>
      <dt className={styles.term}>Tested</dt>
      <dd className={styles.detail}>
        <time dateTime={batch.testedOn}>{formatPostDate(batch.testedOn)}</time>
      </dd>
    </dl>
  );
}

/** The cannabinoid panel as a table; total THC and total cannabinoids are computed, never typed. */
export function CannabinoidTable({ batch }: { batch: LabBatch }) {
  const { panel } = batch;
  const rows: readonly [string, number][] = [
    ['Δ9-THC', panel.delta9Thc],
    ['THCA', panel.thca],
    ['Total THC (Δ9-THC + 0.877 × THCA)', totalThc(panel)],
    ['CBD', panel.cbd],
    ['Other cannabinoids (CBG, CBN, CBC)', panel.other],
  ];
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Cannabinoid panel</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            Cannabinoid
          </th>
          <th scope="col" className={styles.numberCell}>
            % by dry weight
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row" className={styles.cell}>
              {name}
            </th>
            <td className={styles.numberCell}>{formatPercent(value)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={styles.totalRow}>
          <th scope="row" className={styles.cell}>
            Total cannabinoids
          </th>
          <td className={styles.numberCell}>{formatPercent(totalCannabinoids(panel))}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The contaminant screens that apply to the batch's kind, each with its result. */
export function ScreensTable({ batch }: { batch: LabBatch }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Contaminant screens</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            Screen
          </th>
          <th scope="col" className={styles.numberCell}>
            Result
          </th>
        </tr>
      </thead>
      <tbody>
        {batch.screens.map((screen) => (
          <tr key={screen.name}>
            <th scope="row" className={styles.cell}>
              {screen.name}
            </th>
            <td className={`${styles.numberCell} ${styles.pass}`}>{screen.result}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface LabResultsProps {
  /** The tested batch whose results the panel summarises. */
  batch: LabBatch;
  /** The printable certificate (a link element from the screen, so this stays router-free). */
  certificateLink: ReactNode;
}

/** The product page's 'Lab Results' section: batch facts, the panel, the screens, the certificate. */
export function LabResults({ batch, certificateLink }: LabResultsProps) {
  return (
    <section aria-labelledby="lab-results" className={styles.section}>
      <h2 id="lab-results" className={styles.heading}>
        Lab Results
      </h2>
      <LabBatchFacts batch={batch} />
      <CannabinoidTable batch={batch} />
      <ScreensTable batch={batch} />
      <p className={styles.note}>Third-party tested; ND means not detected.</p>
      {certificateLink}
    </section>
  );
}
