import { categoryBySlug } from './categories';
import {
  effects,
  potencyBands,
  strainTypes,
  type Effect,
  type PotencyBand,
  type StrainType,
} from './vocabulary';
import type { CategorySlug, Cents } from './types';

/** Shop orderings, in the order the sort menu offers them; the first is the default. */
export const shopSorts = ['featured', 'price-asc', 'price-desc', 'name'] as const;
export type ShopSort = (typeof shopSorts)[number];

/** Price ranges by the price a shopper pays for the first size (sale price when on sale). */
export const priceRanges = ['under-25', '25-50', '50-100', '100-up'] as const;
export type PriceRange = (typeof priceRanges)[number];

/** Each range from its lower limit up to below the next, in cents. */
export const priceLimits: Readonly<Record<PriceRange, readonly [Cents, Cents]>> = {
  'under-25': [0, 2500],
  '25-50': [2500, 5000],
  '50-100': [5000, 10000],
  '100-up': [10000, Number.POSITIVE_INFINITY],
};

/** What each facet's values are. */
export interface FacetValues {
  effects: Effect;
  types: StrainType;
  potency: PotencyBand;
  price: PriceRange;
}
export type FacetKey = keyof FacetValues;

/** The facets beside the category, in the order the shop shows them. */
export const facetKeys = ['effects', 'types', 'potency', 'price'] as const satisfies FacetKey[];

interface FacetDefinition<K extends FacetKey> {
  /** The URL parameter, repeated once per value: `?effect=relaxed&effect=sleepy`. */
  param: string;
  /** Every value, in the order the shop lists them and the URL keeps them. */
  values: readonly FacetValues[K][];
}

/**
 * The facets as the URL has them. Which products have a value is src/catalogue/shopResults.ts,
 * with the catalogue: this module is in the shop's first load, which carries no catalogue
 * (docs/architecture.md "The catalogue loads when needed").
 */
export const facets: { readonly [K in FacetKey]: FacetDefinition<K> } = {
  effects: { param: 'effect', values: effects },
  types: { param: 'type', values: strainTypes },
  potency: { param: 'potency', values: potencyBands },
  price: { param: 'price', values: priceRanges },
};

/** A value as the URL writes it: 'relaxed', 'high-cbd', '25-50'. */
export const facetSlug = (value: string) => value.toLowerCase();

/** Filter, search and sort of the shop, as kept in its URL (docs/behaviour.md "Shop filter, search and sort live in the URL"). */
export interface ShopQuery {
  /** Absent means All Products. */
  category?: CategorySlug;
  /** Trimmed search text; absent when empty. */
  q?: string;
  /** Effects (any of them); absent when none is chosen. Values are in the facet's order, once each. */
  effects?: readonly Effect[];
  /** Strain types (any of them). */
  types?: readonly StrainType[];
  /** Potency bands (any of them), each read for the product's own form. */
  potency?: readonly PotencyBand[];
  /** Price ranges (any of them). */
  price?: readonly PriceRange[];
  sort: ShopSort;
  /**
   * How many pages of SHOP_PAGE_SIZE the shop shows, from the first: 2 and up ("Show more" was
   * pressed); absent means the first page only.
   */
  page?: number;
}

/**
 * Products on one page of the shop (docs/behaviour.md "Shop pages"): the whole 48-product
 * catalogue fits on the first, and a larger one shows this many more at each "Show more".
 */
export const SHOP_PAGE_SIZE = 48;

/** A larger `?page=` shows every product just as well: the number is cut here, not trusted. */
const MAX_SHOP_PAGE = 1000;

export const DEFAULT_SHOP_SORT: ShopSort = 'featured';
/** Longer search text is cut: no product text needs it, and the URL stays short. */
export const MAX_SEARCH_LENGTH = 100;

/** Search text as the URL keeps it: trimmed, and cut at MAX_SEARCH_LENGTH. */
export function normalisedSearch(text: string): string {
  return text.trim().slice(0, MAX_SEARCH_LENGTH).trim();
}

export function isShopSort(value: string): value is ShopSort {
  return (shopSorts as readonly string[]).includes(value);
}

/** The chosen values of a facet, known ones only, once each, in the facet's own order. */
function facetChoice<K extends FacetKey>(key: K, slugs: readonly string[]): FacetValues[K][] {
  return facets[key].values.filter((value) => slugs.includes(facetSlug(value)));
}

/**
 * Reads `?category=&q=&effect=&type=&potency=&price=&sort=&page=`; anything unknown falls back to
 * All Products, featured and the first page, unknown facet values are dropped, and a facet's values
 * come out in its own order, once each, however the URL lists them.
 */
export function parseShopQuery(params: URLSearchParams): ShopQuery {
  const query: ShopQuery = { sort: DEFAULT_SHOP_SORT };
  const category = categoryBySlug(params.get('category') ?? '');
  if (category) query.category = category.slug;
  const q = normalisedSearch(params.get('q') ?? '');
  if (q !== '') query.q = q;
  for (const key of facetKeys)
    setFacet(query, key, facetChoice(key, params.getAll(facets[key].param)));
  const sort = params.get('sort') ?? '';
  if (isShopSort(sort)) query.sort = sort;
  // Digits only: Number() would also read '0x10', '1e3' and ' 2 '.
  const page = /^\d{1,9}$/.test(params.get('page') ?? '') ? Number(params.get('page')) : 0;
  if (page >= 2) query.page = Math.min(page, MAX_SHOP_PAGE);
  return query;
}

/** The URL form of a query; defaults are left out so /shop stays /shop. */
export function toSearchParams(query: ShopQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  const q = query.q?.trim() ?? '';
  if (q !== '') params.set('q', q);
  for (const key of facetKeys) {
    const values: readonly string[] = chosen(query, key);
    for (const value of facets[key].values) {
      if (values.includes(value)) params.append(facets[key].param, facetSlug(value));
    }
  }
  if (query.sort !== DEFAULT_SHOP_SORT) params.set('sort', query.sort);
  if (query.page !== undefined && query.page >= 2) params.set('page', String(query.page));
  return params;
}

/**
 * The query from its first page: a new filter, search or sort gives other products, so the pages
 * shown before it no longer mean anything.
 */
export function fromFirstPage(query: ShopQuery): ShopQuery {
  const next = { ...query };
  delete next.page;
  return next;
}

type FacetChoices = { [K in FacetKey]?: readonly FacetValues[K][] };

/** A facet's chosen values (none when absent). */
export function chosen<K extends FacetKey>(query: ShopQuery, key: K): readonly FacetValues[K][] {
  return (query as FacetChoices)[key] ?? [];
}

/** Sets a facet's choice on a query, leaving the key out when nothing is chosen. */
function setFacet<K extends FacetKey>(
  query: ShopQuery,
  key: K,
  values: readonly FacetValues[K][],
): void {
  if (values.length === 0) delete query[key];
  else Object.assign(query, { [key]: values });
}

/** The query with one facet's choice replaced (in the facet's order; none removes it). */
export function withFacet<K extends FacetKey>(
  query: ShopQuery,
  key: K,
  values: readonly FacetValues[K][],
): ShopQuery {
  const next = { ...query };
  setFacet(
    next,
    key,
    facets[key].values.filter((value) => values.includes(value)),
  );
  return next;
}

/** Facet values on (the category has its own row, so the Filters button does not count it). */
export const facetFilterCount = (query: ShopQuery) =>
  facetKeys.reduce((sum, key) => sum + chosen(query, key).length, 0);

/** The query with no category and no facet: the search and the sort stay. */
export function withoutFilters(query: ShopQuery): ShopQuery {
  const next: ShopQuery = { sort: query.sort };
  if (query.q) next.q = query.q;
  return next;
}

/** '48 Products', '1 Product', '5 Products in Gummies', '4,800 Products'. */
export function productCountLabel(count: number, categoryName?: string): string {
  const noun = count === 1 ? 'Product' : 'Products';
  const counted = `${formatCount(count)} ${noun}`;
  return categoryName ? `${counted} in ${categoryName}` : counted;
}

/** A count as shoppers read it: '48', '4,800'. */
export const formatCount = (count: number) => count.toLocaleString('en-US');

/** The category name to show beside the count for a query, if it filters by one. */
export function queryCategoryName(query: ShopQuery): string | undefined {
  return query.category ? categoryBySlug(query.category)?.name : undefined;
}
