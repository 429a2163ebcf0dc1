import type { Product } from './types';

/** What a product page shows of the catalogue: the product, and the related cards under it. */
export interface ProductPage {
  product: Product;
  related: readonly Product[];
}

/** The id of the data block a prerendered product page carries its page in. */
export const PRODUCT_PAGE_DATA = 'product-page';

// No catalogue here: this module is in a product page's first load, which checks the page it was
// given rather than carry every product (src/catalogue/productPage.ts works pages out).

const isText = (value: unknown): value is string => typeof value === 'string';

/** A product as the page's data block holds it: the fields the page shows, of the right types. */
function isProduct(value: unknown): value is Product {
  if (typeof value !== 'object' || value === null) return false;
  const product = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(product.id) &&
    isText(product.name) &&
    isText(product.category) &&
    Number.isSafeInteger(product.price) &&
    isText(product.image) &&
    isText(product.description)
  );
}

/** Whether `value` (the page's data block, parsed) is product `id`'s page. */
export function isProductPage(value: unknown, id: number): value is ProductPage {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Record<string, unknown>;
  return (
    isProduct(page.product) &&
    page.product.id === id &&
    Array.isArray(page.related) &&
    page.related.every(isProduct)
  );
}
