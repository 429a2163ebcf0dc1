import { useId, type ReactNode } from 'react';
import {
  bandRange,
  formatNumber,
  packName,
  terpenes as terpeneNotes,
  type Facts,
  type PotencyBand,
  type PotencyForm,
} from '../../catalogue/facts';
import { totalThc, type LabBatch } from '../../catalogue/labResults';
import { dosage } from '../../lib/dosage';
import { formatPercent } from '../LabResults';
import { factList, factTerm } from '../../theme/shared.css';
import * as styles from './ProductProfile.css';

export interface ProductProfileProps {
  /** The product's catalogue facts (src/catalogue/facts.ts); undefined for devices: nothing shows. */
  facts: Facts | undefined;
  /** The batch's certificate the figures are worked out from; its numbers are quoted as printed. */
  batch: LabBatch | undefined;
}

const bandName: Readonly<Record<PotencyBand, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/** What a percent form's band is measured against, as the shopper reads it. */
const formName: Readonly<Record<Exclude<PotencyForm, 'edible' | 'topical'>, string>> = {
  flower: 'flower and pre-rolls',
  concentrate: 'concentrates',
  vape: 'vapes',
};

const mg = (value: number) => `${formatNumber(value)} mg`;

function Fact({
  term,
  text = false,
  children,
}: {
  term: string;
  text?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <dt className={factTerm}>{term}</dt>
      <dd className={text ? styles.sentence : styles.figure}>{children}</dd>
    </>
  );
}

/** The strength rows for the product's form, and a note tying them to the certificate. */
function Potency({ facts, batch }: { facts: Facts; batch: LabBatch }) {
  const { potency } = facts;
  const thc = formatPercent(totalThc(batch.panel));
  const cbd = formatPercent(batch.panel.cbd);
  if (potency.form === 'edible') {
    const { serving } = potency;
    // Sold in counts, the pack figures name the size they are for (the first: '5ct').
    const pack = packName(serving);
    return (
      <>
        <dl className={factList}>
          <Fact term="Serving">1 {serving.name}</Fact>
          <Fact term={`Servings per ${pack}`}>{serving.perPack}</Fact>
          <Fact term={`THC per ${serving.name}`}>{mg(potency.thcMg)}</Fact>
          <Fact term={`CBD per ${serving.name}`}>{mg(potency.cbdMg)}</Fact>
          <Fact term={`THC per ${pack}`}>{mg(potency.pack.thcMg)}</Fact>
          <Fact term={`CBD per ${pack}`}>{mg(potency.pack.cbdMg)}</Fact>
          <Fact term="Potency">
            {bandName[potency.band]} ({bandRange('edible', potency.band)} THC per serving)
          </Fact>
        </dl>
        <p className={styles.note}>
          Worked out from the certificate of analysis for batch {batch.batchId}: total THC {thc} and
          CBD {cbd} of a {formatNumber(serving.grams)} g {serving.name}.
        </p>
      </>
    );
  }
  if (potency.form === 'topical') {
    return (
      <>
        <dl className={factList}>
          <Fact term="Pack">{formatNumber(potency.packGrams)} g</Fact>
          <Fact term="THC per pack">{mg(potency.thcMg)}</Fact>
          <Fact term="CBD per pack">{mg(potency.cbdMg)}</Fact>
        </dl>
        <p className={styles.note}>
          Worked out from the certificate of analysis for batch {batch.batchId}: total THC {thc} and
          CBD {cbd} of the {formatNumber(potency.packGrams)} g pack.
        </p>
      </>
    );
  }
  return (
    <>
      <dl className={factList}>
        <Fact term="Total THC">{thc}</Fact>
        <Fact term="CBD">{cbd}</Fact>
        <Fact term="Potency">
          {bandName[potency.band]} ({bandRange(potency.form, potency.band)} total THC, for{' '}
          {formName[potency.form]})
        </Fact>
      </dl>
      <p className={styles.note}>
        As printed on the certificate of analysis for batch {batch.batchId}.
      </p>
    </>
  );
}

/**
 * The product page's "Potency and dosage", "Effects" and "Terpenes" (docs/behaviour.md "Catalogue
 * facts"): strength as its form is measured, worked out from the batch's certificate; typical onset
 * and duration and "start low, go slow" from src/lib/dosage.ts; what people report, never what
 * a product treats. Devices have no facts, and nothing shows.
 */
export function ProductProfile({ facts, batch }: ProductProfileProps) {
  const potencyId = useId();
  const effectsId = useId();
  const terpenesId = useId();
  if (facts === undefined || batch === undefined) return null;
  const words = dosage.byForm[facts.potency.form];
  return (
    <div className={styles.profile}>
      <section aria-labelledby={potencyId} className={`${styles.card} ${styles.wide}`}>
        <h2 id={potencyId} className={styles.heading}>
          Potency and dosage
        </h2>
        <Potency facts={facts} batch={batch} />
        <dl className={factList}>
          <Fact term="Onset" text>
            {words.onset}
          </Fact>
          <Fact term="Duration" text>
            {words.duration}
          </Fact>
        </dl>
        <p className={styles.text}>
          {dosage.startLow} {words.firstStep}
        </p>
        <p className={styles.note}>{dosage.effectsVary}</p>
      </section>
      {facts.effects.length > 0 ? (
        <section aria-labelledby={effectsId} className={styles.card}>
          <h2 id={effectsId} className={styles.heading}>
            Effects
          </h2>
          <p className={styles.note}>What people who chose it typically report.</p>
          <ul role="list" aria-labelledby={effectsId} className={styles.effects}>
            {facts.effects.map((effect) => (
              <li key={effect} className={styles.effect}>
                {effect}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {facts.terpenes.length > 0 ? (
        <section aria-labelledby={terpenesId} className={styles.card}>
          <h2 id={terpenesId} className={styles.heading}>
            Terpenes
          </h2>
          <dl className={styles.terpenes}>
            {facts.terpenes.map((name) => (
              <div key={name}>
                <dt className={styles.terpeneName}>{name}</dt>
                <dd className={styles.terpeneNote}>
                  {terpeneNotes[name].aroma} {terpeneNotes[name].reported}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
