import { Icon, type IconName } from '../Icon';
import * as styles from './BenefitList.css';

export interface Benefit {
  title: string;
  text: string;
  icon: IconName;
}

/** The four wholesale benefits (docs/behaviour.md "Wholesale"). */
export const wholesaleBenefits: readonly Benefit[] = [
  {
    title: 'Competitive Pricing',
    text: 'Tiered wholesale prices that leave room for a healthy margin on your shelf.',
    icon: 'cart',
  },
  {
    title: 'Premium Products',
    text: 'Lab-tested flower, pre-rolls, gummies and more, with a certificate of analysis for every batch.',
    icon: 'leaf',
  },
  {
    title: 'Dedicated Support',
    text: 'One account manager who knows your store, from the first order to every restock.',
    icon: 'check',
  },
  {
    title: 'Fast Shipping',
    text: 'Orders packed and shipped quickly to every state where hemp products are legal.',
    icon: 'truck',
  },
];

export interface BenefitListProps {
  /** The benefits to list, each an icon, a title and a line of text (default: the wholesale benefits). */
  benefits?: ReadonlyArray<Benefit>;
  /** Level of each benefit's title, under the section heading the screen gives. */
  headingLevel?: 3 | 4;
}

export function BenefitList({ benefits = wholesaleBenefits, headingLevel = 3 }: BenefitListProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <ul role="list" className={styles.list}>
      {benefits.map((benefit) => (
        <li key={benefit.title} className={styles.item}>
          <span className={styles.icon}>
            <Icon name={benefit.icon} size={24} />
          </span>
          <Heading className={styles.title}>{benefit.title}</Heading>
          <p className={styles.text}>{benefit.text}</p>
        </li>
      ))}
    </ul>
  );
}
