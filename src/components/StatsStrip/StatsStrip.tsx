import * as styles from './StatsStrip.css';

export interface Stat {
  label: string;
  value: string;
}

/** The wholesale stats (docs/behaviour.md "Wholesale"). */
export const wholesaleStats: readonly Stat[] = [
  { label: 'Retail Partners', value: '500+' },
  { label: 'Premium Products', value: '50+' },
  { label: 'Partner Satisfaction', value: '98%' },
];

export interface StatsStripProps {
  /** The figures to show, each a value and a label (default: the wholesale figures). */
  stats?: ReadonlyArray<Stat>;
}

export function StatsStrip({ stats = wholesaleStats }: StatsStripProps) {
  return (
    <dl className={styles.strip}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
