import { findProduct } from './products';
import { findStrain } from './strains';
import {
  STANDARD_SIZE,
  strainSizes,
  type Cents,
  type ItemId,
  type Product,
  type Strain,
  type StrainSize,
} from './types';

/** What the cart needs to know about an item in one size; always taken from the catalogue. */
export interface ItemInfo {
  name: string;
  image: string;
  /** Unit price in cents for that size. */
  price: Cents;
}

function isStrainSize(size: string): size is StrainSize {
  return (strainSizes as readonly string[]).includes(size);
}

/** The sizes a product can be bought in: its variants, or just Standard when it has none. */
export function productSizes(product: Product): readonly string[] {
  return product.variants && product.variants.length > 0 ? product.variants : [STANDARD_SIZE];
}

/** What a shopper pays for one unit of a product: the sale price when there is one. */
export function effectivePrice(product: Product): Cents {
  return product.salePrice ?? product.price;
}

function lookUp(id: ItemId): Strain | Product | undefined {
  return typeof id === 'number' ? findProduct(id) : findStrain(id);
}

/** True when the item exists and is sold in that size. */
export function isValidSize(id: ItemId, size: string): boolean {
  return unitPrice(id, size) !== undefined;
}

/** Unit price in cents of an item in a size, or undefined when the item or size does not exist. */
export function unitPrice(id: ItemId, size: string): Cents | undefined {
  return itemInfo(id, size)?.price;
}

/** Name, artwork and unit price of an item in a size, or undefined when either is unknown. */
export function itemInfo(id: ItemId, size: string): ItemInfo | undefined {
  const item = lookUp(id);
  if (item === undefined) return undefined;
  if ('pricing' in item) {
    if (!isStrainSize(size)) return undefined;
    return { name: item.name, image: item.image, price: item.pricing[size] };
  }
  if (!productSizes(item).includes(size)) return undefined;
  return { name: item.name, image: item.image, price: effectivePrice(item) };
}

/** The size a card starts on: 3.5g for strains (SPEC point 4), else the first variant or Standard. */
export function defaultSize(item: Strain | Product): string {
  if ('pricing' in item) return '3.5g' satisfies StrainSize;
  return productSizes(item)[0] ?? STANDARD_SIZE;
}
