import { categoryBySlug } from './categories';
import { effectivePrice } from './pricing';
import { isBestSeller, products } from './products';
import {
  chosen,
  facetKeys,
  priceLimits,
  type FacetKey,
  type FacetValues,
  type ShopQuery,
  type ShopSort,
} from './query';
import { shopFacetValues } from './shopFacets';
import type { Product } from './types';

// The shop's results over the whole catalogue: which products a query gives, in its order, and
// which have a facet's value. The URL side (src/catalogue/query.ts) carries no catalogue, so the
// shop's first load does without this module: it shows the bare shop's first page
// (src/catalogue/shopFirstPage.ts) and loads this when a filter, search, sort or another page asks
// for it (docs/architecture.md "The catalogue loads when needed").

/**
 * Whether a product has a facet's value. Several values of one facet give the products with any
 * of them, as Leafly and Weedmaps do: a product has one strain type, one band and one price, and
 * shoppers pick effects as "any of these moods". Different facets narrow each other
 * (docs/behaviour.md "Shop filter, search and sort live in the URL").
 */
const facetTests: {
  readonly [K in FacetKey]: (product: Product, value: FacetValues[K]) => boolean;
} = {
  effects: (product, value) => shopFacetValues[product.id]?.effects.includes(value) ?? false,
  types: (product, value) => shopFacetValues[product.id]?.type === value,
  potency: (product, value) => shopFacetValues[product.id]?.band === value,
  price: (product, value) => {
    const [min, max] = priceLimits[value];
    const price = effectivePrice(product);
    return price >= min && price < max;
  },
};

/** Whether `product` has `value` of facet `key`. */
export function hasFacetValue<K extends FacetKey>(
  product: Product,
  key: K,
  value: FacetValues[K],
): boolean {
  return facetTests[key](product, value);
}

function matchesSearch(product: Product, words: readonly string[]): boolean {
  const text = `${product.name} ${product.description} ${product.category}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

const byName = (a: Product, b: Product) => a.name.localeCompare(b.name, 'en');

// Array.prototype.sort is stable, so ties keep catalogue order. Price sorts use the price of a
// product's first (smallest, cheapest) size, the lowest price it can be bought at, sale included.
const comparators: Readonly<Record<ShopSort, (a: Product, b: Product) => number>> = {
  featured: (a, b) => Number(isBestSeller(b)) - Number(isBestSeller(a)),
  'price-asc': (a, b) => effectivePrice(a) - effectivePrice(b),
  'price-desc': (a, b) => effectivePrice(b) - effectivePrice(a),
  name: byName,
};

function matchesFacet<K extends FacetKey>(product: Product, key: K, query: ShopQuery): boolean {
  const values = chosen(query, key);
  return values.length === 0 || values.some((value) => hasFacetValue(product, key, value));
}

/**
 * The products a query shows, in catalogue order, but for the category or one facet left out (the
 * facets' counts leave each out in turn: src/catalogue/refine.ts).
 */
export function matchingProducts(query: ShopQuery, leaveOut?: 'category' | FacetKey): Product[] {
  const categoryName =
    leaveOut !== 'category' && query.category ? categoryBySlug(query.category)?.name : undefined;
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter(
    (product) =>
      (categoryName === undefined || product.category === categoryName) &&
      matchesSearch(product, words) &&
      facetKeys.every((key) => key === leaveOut || matchesFacet(product, key, query)),
  );
}

/**
 * The products a shop query shows, in its order. Every search word must match; a facet's values
 * are "any of" (one of them must match), the category and each facet narrow each other.
 */
export function queryProducts(query: ShopQuery): Product[] {
  return matchingProducts(query).sort(comparators[query.sort]);
}
