import { categoryBySlug } from './categories';
import { effectivePrice } from './pricing';
import { isBestSeller, products } from './products';
import type { CategorySlug, Product } from './types';

/** Shop orderings, in the order the sort menu offers them; the first is the default. */
export const shopSorts = ['featured', 'price-asc', 'price-desc', 'name'] as const;
export type ShopSort = (typeof shopSorts)[number];

/** Filter, search and sort of the shop, as kept in its URL (docs/behaviour.md "Shop filter, search and sort live in the URL"). */
export interface ShopQuery {
  /** Absent means All Products. */
  category?: CategorySlug;
  /** Trimmed search text; absent when empty. */
  q?: string;
  sort: ShopSort;
}

export const DEFAULT_SHOP_SORT: ShopSort = 'featured';
/** Longer search text is cut: no product text needs it, and the URL stays short. */
export const MAX_SEARCH_LENGTH = 100;

function isShopSort(value: string): value is ShopSort {
  return (shopSorts as readonly string[]).includes(value);
}

/** Reads `?category=&q=&sort=`; anything unknown falls back to All Products and featured. */
export function parseShopQuery(params: URLSearchParams): ShopQuery {
  const query: ShopQuery = { sort: DEFAULT_SHOP_SORT };
  const category = categoryBySlug(params.get('category') ?? '');
  if (category) query.category = category.slug;
  const q = (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH).trim();
  if (q !== '') query.q = q;
  const sort = params.get('sort') ?? '';
  if (isShopSort(sort)) query.sort = sort;
  return query;
}

/** The URL form of a query; defaults are left out so /shop stays /shop. */
export function toSearchParams(query: ShopQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  const q = query.q?.trim() ?? '';
  if (q !== '') params.set('q', q);
  if (query.sort !== DEFAULT_SHOP_SORT) params.set('sort', query.sort);
  return params;
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

/** The products a shop query shows, in its order. Every search word must match. */
export function queryProducts(query: ShopQuery): Product[] {
  const categoryName = query.category ? categoryBySlug(query.category)?.name : undefined;
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return products
    .filter((product) => categoryName === undefined || product.category === categoryName)
    .filter((product) => matchesSearch(product, words))
    .sort(comparators[query.sort]);
}

/** '48 Products', '1 Product', '5 Products in Gummies'. */
export function productCountLabel(count: number, categoryName?: string): string {
  const noun = count === 1 ? 'Product' : 'Products';
  return categoryName ? `${count} ${noun} in ${categoryName}` : `${count} ${noun}`;
}

/** The category name to show beside the count for a query, if it filters by one. */
export function queryCategoryName(query: ShopQuery): string | undefined {
  return query.category ? categoryBySlug(query.category)?.name : undefined;
}
