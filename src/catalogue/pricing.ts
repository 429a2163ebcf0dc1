import { listingsLoaded } from './listingsIndex';
import { findStrain } from './strains';
import {
  STANDARD_SIZE,
  strainSizes,
  type Cents,
  type ItemId,
  type ProductListing,
  type Strain,
  type StrainSize,
  type VariantSize,
} from './types';

/** What the cart needs to know about an item in one size; always taken from the catalogue. */
export interface ItemInfo {
  name: string;
  image: string;
  /** Unit price in cents for that size. */
  price: Cents;
}

/** A product's prices in one size: the regular price and, when the product is on sale, the sale price. */
export interface SizePrice {
  price: Cents;
  salePrice?: Cents;
}

function isStrainSize(size: string): size is StrainSize {
  return (strainSizes as readonly string[]).includes(size);
}

function isVariantOf(product: ProductListing, size: string): size is VariantSize {
  return (product.variants as readonly string[] | undefined)?.includes(size) ?? false;
}

/** The size `price` and `salePrice` are written for: the first variant, or Standard. */
function firstSize(product: ProductListing): string {
  return product.variants?.[0] ?? STANDARD_SIZE;
}

/** Regular price of a size: `price` for the first, `variantPrices` for the others, else undefined. */
function regularPrice(product: ProductListing, size: string): Cents | undefined {
  if (size === firstSize(product)) return product.price;
  return isVariantOf(product, size) ? product.variantPrices?.[size] : undefined;
}

/**
 * The prices of a product in one size, or undefined when it is not sold in that size. The first
 * size costs `price` (and `salePrice`); every other variant costs its `variantPrices` entry. When
 * the product is on sale, every size gets the same discount ratio, salePrice / price, rounded to
 * whole cents (Math.round: half a cent rounds up), so the first size's sale price is exact.
 */
export function sizePrice(product: ProductListing, size: string): SizePrice | undefined {
  const price = regularPrice(product, size);
  return price === undefined ? undefined : withSale(product, price);
}

/** A regular price with the product's sale applied, if it has one. */
function withSale(product: ProductListing, price: Cents): SizePrice {
  if (product.salePrice === undefined) return { price };
  return { price, salePrice: Math.round((price * product.salePrice) / product.price) };
}

/** What a shopper pays for one unit at these prices: the sale price when there is one. */
export function payablePrice(prices: SizePrice): Cents {
  return prices.salePrice ?? prices.price;
}

/**
 * The sizes a product can be bought in: its variants that have a price, or just Standard when it
 * has none. The first size is always there.
 */
export function productSizes(product: ProductListing): readonly string[] {
  const { variants } = product;
  if (!variants || variants.length === 0) return [STANDARD_SIZE];
  const priced = variants.filter((size) => regularPrice(product, size) !== undefined);
  return priced.length === variants.length ? variants : priced;
}

/** The prices of the first size, which is always sold: `price` and `salePrice` as written. */
export function firstSizePrice(product: ProductListing): SizePrice {
  return withSale(product, product.price);
}

/**
 * What a shopper pays for one unit of a product's first (smallest, cheapest) size. The shop's
 * price sorts use this, so a product sorts by the lowest price it can be bought at.
 */
export function effectivePrice(product: ProductListing): Cents {
  return payablePrice(firstSizePrice(product));
}

/**
 * A strain (always here), or a product once the listings have loaded (listingsIndex.ts). Before
 * that a product is not known: callers that must not drop one wait for `loadListings()` first.
 */
function lookUp(id: ItemId): Strain | ProductListing | undefined {
  return typeof id === 'number' ? listingsLoaded()?.(id) : findStrain(id);
}

/** True when the item exists and is sold in that size (products: once the listings have loaded). */
export function isValidSize(id: ItemId, size: string): boolean {
  return itemInfo(id, size) !== undefined;
}

/** Name, artwork and unit price of an item in a size, or undefined when either is unknown. */
export function itemInfo(id: ItemId, size: string): ItemInfo | undefined {
  const item = lookUp(id);
  if (item === undefined) return undefined;
  if ('pricing' in item) {
    if (!isStrainSize(size)) return undefined;
    return { name: item.name, image: item.image, price: item.pricing[size] };
  }
  const prices = sizePrice(item, size);
  if (prices === undefined) return undefined;
  return { name: item.name, image: item.image, price: payablePrice(prices) };
}
