import { useId, type ReactNode } from 'react';
import { totalCannabinoids, totalThc, type LabBatch } from '../../catalogue/labPanel';
import { formatPostDate } from '../BlogCard/formatPostDate';
import { factDetail, factList, factTerm } from '../../theme/shared.css';
import * as styles from './LabResults.css';

/** A lab percentage as a certificate prints it: 'ND' (not detected) for zero. */
export function formatPercent(value: number): string {
  return value === 0 ? 'ND' : `${value.toFixed(value < 1 ? 3 : 2).replace(/0$/, '')}%`;
}

/** Batch id, lab and test date as a description list. */
export function LabBatchFacts({ batch }: { batch: LabBatch }) {
  return (
    <dl className={factList}>
      <dt className={factTerm}>Batch</dt>
      <dd className={factDetail}>{batch.batchId}</dd>
      <dt className={factTerm}>Lab</dt>
      <dd className={factDetail}>{batch.lab}</dd>
      <dt className={factTerm}>Tested</dt>
      <dd className={factDetail}>
        <time dateTime={batch.testedOn}>{formatPostDate(batch.testedOn)}</time>
      </dd>
    </dl>
  );
}

/** A two-column results table: its caption, the column headings, then its rows. */
function ResultTable({
  caption,
  nameHeading,
  valueHeading,
  children,
}: {
  caption: string;
  nameHeading: string;
  valueHeading: string;
  children: ReactNode;
}) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            {nameHeading}
          </th>
          <th scope="col" className={styles.numberCell}>
            {valueHeading}
          </th>
        </tr>
      </thead>
      {children}
    </table>
  );
}

/** One result: its name as the row header, then the value (in the pass colour for a screen). */
function ResultRow({
  name,
  value,
  pass = false,
  className,
}: {
  name: string;
  value: string;
  pass?: boolean;
  className?: string;
}) {
  return (
    <tr className={className}>
      <th scope="row" className={styles.cell}>
        {name}
      </th>
      <td className={pass ? `${styles.numberCell} ${styles.pass}` : styles.numberCell}>{value}</td>
    </tr>
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
    <ResultTable
      caption="Cannabinoid panel"
      nameHeading="Cannabinoid"
      valueHeading="% by dry weight"
    >
      <tbody>
        {rows.map(([name, value]) => (
          <ResultRow key={name} name={name} value={formatPercent(value)} />
        ))}
      </tbody>
      <tfoot>
        <ResultRow
          className={styles.totalRow}
          name="Total cannabinoids"
          value={formatPercent(totalCannabinoids(panel))}
        />
      </tfoot>
    </ResultTable>
  );
}

/** The contaminant screens that apply to the batch's kind, each with its result. */
export function ScreensTable({ batch }: { batch: LabBatch }) {
  return (
    <ResultTable caption="Contaminant screens" nameHeading="Screen" valueHeading="Result">
      <tbody>
        {batch.screens.map((screen) => (
          <ResultRow key={screen.name} name={screen.name} value={screen.result} pass />
        ))}
      </tbody>
    </ResultTable>
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
  // Its own id: two panels on one page (a docs page shows four) must not share one.
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
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
