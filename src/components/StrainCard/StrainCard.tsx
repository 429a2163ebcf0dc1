import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  strainSizes,
  type AddToCartRequest,
  type Strain,
  type StrainSize,
} from '../../catalogue/types';
import { multiplyCents } from '../../lib/money';
import { DEFAULT_QUANTITY } from '../../lib/quantity';
import { sizeLabel } from '../../lib/sizes';
import { Button } from '../Button';
import { CardTotal, cardStyles } from '../Card';
import { Icon } from '../Icon';
import { Price } from '../Price';
import { QuantityStepper } from '../QuantityStepper';
import { SizePicker } from '../SizePicker';
import { softPill } from '../../theme/shared.css';
import * as styles from './StrainCard.css';

export interface StrainCardProps {
  /** The signature strain: name, description, image and price per size. */
  strain: Strain;
  /**
   * Its type, THC and effects, from src/catalogue/facts.ts: a `StrainCardFacts`, which the screen
   * may render from a chunk of its own (src/screens/deferredFacts.tsx).
   */
  facts?: ReactNode;
  /** Add to Cart: called with the strain, the chosen size and the quantity. */
  onAdd: (request: AddToCartRequest) => void;
  /** Level of the strain's name, under the heading the screen gives (default 3). */
  headingLevel?: 2 | 3;
}

function isStrainSize(size: string): size is StrainSize {
  return (strainSizes as readonly string[]).includes(size);
}

/** A signature strain on the home screen: pick 3.5g or 28g and a quantity, see the total, add. */
export function StrainCard({ strain, facts, onAdd, headingLevel = 3 }: StrainCardProps) {
  const headingId = useId();
  const [size, setSize] = useState<StrainSize>('3.5g');
  const [quantity, setQuantity] = useState(DEFAULT_QUANTITY);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const unit = strain.pricing[size];

  return (
    <article className={cardStyles.surface} aria-labelledby={headingId}>
      <div className={cardStyles.media}>
        <img
          className={cardStyles.image}
          src={strain.image}
          alt={strain.name}
          width={480}
          height={360}
          decoding="async"
        />
        <div className={cardStyles.overlay}>
          <Link
            className={styles.badge}
            to={`/lab-results/${strain.id}`}
            aria-label={`Lab Tested & Verified: ${strain.name} lab results`}
          >
            <Icon name="shield" size={14} />
            Lab Tested &amp; Verified
          </Link>
        </div>
      </div>
      <div className={cardStyles.body}>
        <div className={styles.heading}>
          <Heading id={headingId} className={cardStyles.title}>
            {strain.name}
          </Heading>
          {facts}
        </div>
        <p className={cardStyles.text}>{strain.description}</p>
        <div className={cardStyles.purchase}>
          <p className={styles.priceRow}>
            <Price price={unit} />
            <span className={styles.perSize}>per {sizeLabel(size) ?? size}</span>
          </p>
          <SizePicker
            sizes={strainSizes}
            value={size}
            onChange={(next) => {
              if (isStrainSize(next)) setSize(next);
            }}
          />
          <QuantityStepper value={quantity} onChange={setQuantity} itemName={strain.name} />
          <CardTotal amount={multiplyCents(unit, quantity)} />
          <Button
            fullWidth
            aria-describedby={headingId}
            onClick={() => onAdd({ id: strain.id, size, quantity })}
          >
            <Icon name="cart" size={18} />
            Add to Cart
          </Button>
        </div>
      </div>
    </article>
  );
}

export interface StrainCardFactsProps {
  /** Type and THC as one line, e.g. 'Indica · THC 24.5%' (potencyLine in src/catalogue/facts.ts). */
  line: string;
  /** What people report, in the catalogue's one vocabulary of effects. */
  effects: readonly string[];
}

/** A strain card's facts: the type and THC line, then the effects as pills. */
export function StrainCardFacts({ line, effects }: StrainCardFactsProps) {
  return (
    <>
      <p className={styles.meta}>{line}</p>
      {effects.length > 0 ? (
        <ul role="list" aria-label="Effects" className={styles.effects}>
          {effects.map((effect) => (
            <li key={effect} className={softPill}>
              {effect}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
