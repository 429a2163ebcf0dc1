import type { ProductPage } from './productPageData';
import { findProduct, relatedProducts } from './products';

/**
 * A product's page from the catalogue, or undefined when there is no such product. A chunk of its
 * own: a prerendered product page hydrates from the page it was given (src/screens/ProductScreen.tsx,
 * docs/architecture.md "The catalogue loads when needed") and loads this only for a visit by link.
 */
export function productPage(id: number): ProductPage | undefined {
  const product = findProduct(id);
  return product && { product, related: relatedProducts(id) };
}
