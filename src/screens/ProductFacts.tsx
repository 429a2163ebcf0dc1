import { Link } from 'react-router-dom';
import { productFacts } from '../catalogue/facts';
import { productBatch } from '../catalogue/labResults';
import { findProductDetails } from '../catalogue/productDetails';
import { findProduct } from '../catalogue/products';
import type { CategoryName } from '../catalogue/types';
import { buttonStyle } from '../components/Button';
import { Icon } from '../components/Icon';
import { LabResults } from '../components/LabResults';
import { ProductProfile } from '../components/ProductProfile';
import { JsonLdScript } from '../shell/PageMeta';
import { productJsonLd } from './productJsonLd';
import * as styles from './ProductScreen.css';

// The product page's sections below the fold, in their own chunk: a prerendered page hydrates them
// when it arrives, after the rest of the page (docs/architecture.md "Sections that hydrate later").

export interface ProductFactsProps {
  productId: number;
  category: CategoryName;
}

/** Suggested Use and Ingredients, when the catalogue has them for this product. */
export function ProductUse({ productId }: ProductFactsProps) {
  const details = findProductDetails(productId);
  if (!details) return null;
  return (
    <div className={styles.details}>
      <section aria-labelledby="product-use" className={styles.detailCard}>
        <h2 id="product-use" className={styles.sectionHeading}>
          Suggested Use
        </h2>
        <p className={styles.bodyText}>{details.suggestedUse}</p>
      </section>
      <section aria-labelledby="product-ingredients" className={styles.detailCard}>
        <h2 id="product-ingredients" className={styles.sectionHeading}>
          Ingredients
        </h2>
        <ul className={styles.ingredients}>
          {details.ingredients.map((ingredient) => (
            <li key={ingredient}>{ingredient}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The batch's lab results, with a link to its printable certificate. */
export function ProductLabResults({ productId, category }: ProductFactsProps) {
  const batch = productBatch(productId, category);
  if (!batch) return null;
  return (
    <div className={styles.detailCard}>
      <LabResults
        batch={batch}
        certificateLink={
          <Link
            to={`/lab-results/${productId}`}
            className={[buttonStyle({ variant: 'secondary' }), styles.backLink].join(' ')}
          >
            <Icon name="shield" size={18} />
            View printable certificate
          </Link>
        }
      />
    </div>
  );
}

/**
 * Potency and dosage, Effects and Terpenes (docs/behaviour.md "Catalogue facts"), worked out from
 * the same batch as the lab results below them; nothing for devices.
 */
export function ProductProfileSection({ productId, category }: ProductFactsProps) {
  return (
    <ProductProfile
      facts={productFacts(productId, category)}
      batch={productBatch(productId, category)}
    />
  );
}

/** The page's schema.org Product, with the catalogue facts as `additionalProperty`. */
export function ProductJsonLd({ productId }: ProductFactsProps) {
  const product = findProduct(productId);
  return product ? <JsonLdScript data={productJsonLd(product)} /> : null;
}
