import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { firstSizePrice, payablePrice, productSizes, sizePrice } from '../../catalogue/pricing';
import type { AddToCartRequest, Product } from '../../catalogue/types';
import { multiplyCents } from '../../lib/money';
import { DEFAULT_QUANTITY } from '../../lib/quantity';
import { Button } from '../Button';
import { CardTotal, cardStyles } from '../Card';
import { Icon } from '../Icon';
import { Price } from '../Price';
import { QuantityStepper } from '../QuantityStepper';
import { SaveButton } from '../SaveButton';
import { SizePicker } from '../SizePicker';
import { TagList } from '../Tag';
import * as styles from './ProductCard.css';

export interface ProductCardProps {
  /** The catalogue product: name, category, tags, image, sizes and prices. */
  product: Product;
  /** Add to Cart: called with the product, the chosen size and the quantity. */
  onAdd: (request: AddToCartRequest) => void;
  /** Whether the shopper has saved this product: the Save toggle shows pressed. */
  saved: boolean;
  /** The Save toggle was pressed: the screen saves or unsaves the product. */
  onToggleSave: () => void;
  /** 'eager' for cards above the fold, 'lazy' (default) for the rest. */
  imageLoading?: 'eager' | 'lazy';
  /** Level of the product's name, under the heading the screen gives (default 3). */
  headingLevel?: 2 | 3;
  /**
   * Strain type and potency, e.g. 'Hybrid · THC 22.8%' (potencyLine in src/catalogue/facts.ts);
   * '' for devices. Screens get it from a chunk that may arrive after hydration
   * (src/screens/deferredFacts.tsx): '' meanwhile, and the prerendered text stays until it comes.
   */
  factsLine?: string;
}

/** A shop product: image and name link to its page; Save; size (if a choice), quantity, add. */
export function ProductCard({
  product,
  onAdd,
  saved,
  onToggleSave,
  imageLoading = 'lazy',
  headingLevel = 3,
  factsLine,
}: ProductCardProps) {
  const headingId = useId();
  const sizes = productSizes(product);
  // With no variants this is 'Standard'; with variants, the first one.
  const [size, setSize] = useState(sizes[0] ?? '');
  const [quantity, setQuantity] = useState(DEFAULT_QUANTITY);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/product/${product.id}`;
  // The chosen size's prices; the size always comes from `sizes`, so the fallback is never used.
  const prices = sizePrice(product, size) ?? firstSizePrice(product);
  const unit = payablePrice(prices);

  return (
    <article className={`${cardStyles.surface} ${styles.card}`} aria-labelledby={headingId}>
      <div className={cardStyles.media}>
        {/* The name below is the link in the tab order; this one is for pointer users only. */}
        <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
          <img
            className={cardStyles.image}
            src={product.image}
            alt=""
            width={480}
            height={360}
            loading={imageLoading}
            decoding="async"
          />
        </Link>
        <TagList tags={product.tags} className={`${cardStyles.overlay} ${styles.tags}`} />
      </div>
      <div className={cardStyles.body}>
        {/* Name first for screen readers; the category is drawn above it. */}
        <div className={styles.heading}>
          <Heading id={headingId} className={cardStyles.title}>
            <Link to={href} className={styles.nameLink}>
              {product.name}
            </Link>
          </Heading>
          <p className={cardStyles.eyebrow}>{product.category}</p>
        </div>
        {factsLine === undefined ? null : (
          // Its text may come after hydration: the prerendered line stays until then.
          <p className={styles.facts} suppressHydrationWarning>
            {factsLine}
          </p>
        )}
        {/* After the name in reading order; drawn over the artwork's top corner. */}
        <SaveButton
          productName={product.name}
          saved={saved}
          onToggle={onToggleSave}
          className={styles.save}
        />
        <Price {...prices} />
        <p className={cardStyles.text}>{product.description}</p>
        <div className={cardStyles.purchase}>
          <SizePicker sizes={sizes} value={size} onChange={setSize} />
          <QuantityStepper value={quantity} onChange={setQuantity} itemName={product.name} />
          <CardTotal amount={multiplyCents(unit, quantity)} />
          <Button
            fullWidth
            aria-describedby={headingId}
            onClick={() => onAdd({ id: product.id, size, quantity })}
          >
            <Icon name="cart" size={18} />
            Add to Cart
          </Button>
        </div>
      </div>
    </article>
  );
}
