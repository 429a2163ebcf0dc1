import { categories, categoryBySlug } from './categories';
import { bandRange, type PotencyBand } from './vocabulary';
import {
  chosen,
  facetKeys,
  facets,
  facetSlug,
  withFacet,
  type FacetKey,
  type FacetValues,
  type PriceRange,
  type ShopQuery,
} from './query';
import { hasFacetValue, matchingProducts } from './shopResults';
import type { CategorySlug } from './types';

// What only refining the shop needs: the facets' words, the counts beside each value (disjunctive),
// the chips of the filters on and the steps that take them off. The shop's first load keeps only
// what shows the grid for the URL (src/catalogue/query.ts); this comes with the shop's filters,
// chips and way out of no results, in the chunk that hydrates after it (src/screens/ShopRefine.tsx,
// docs/architecture.md "Sections that hydrate later").

/** How the shop words a facet and its values. */
interface FacetWords<K extends FacetKey> {
  /** The group's name, as the shop shows it. */
  title: string;
  /** A value as its filter list names it: 'High'. */
  name: (value: FacetValues[K]) => string;
  /** A value as its chip names it, out of its group: 'High potency'. */
  label: (value: FacetValues[K]) => string;
  /** A line under the value in the list, if it needs one, in parts that are never broken. */
  description?: (value: FacetValues[K]) => readonly string[];
}

const potencyNames: Readonly<Record<PotencyBand, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};
const priceNames: Readonly<Record<PriceRange, string>> = {
  'under-25': 'Under $25',
  '25-50': '$25 to $50',
  '50-100': '$50 to $100',
  '100-up': '$100 and up',
};

export const facetWords: { readonly [K in FacetKey]: FacetWords<K> } = {
  effects: { title: 'Effects', name: (value) => value, label: (value) => value },
  types: { title: 'Strain type', name: (value) => value, label: (value) => value },
  potency: {
    title: 'Potency',
    name: (value) => potencyNames[value],
    label: (value) => `${potencyNames[value]} potency`,
    description: (value) => potencyBandParts(value),
  },
  price: {
    title: 'Price',
    name: (value) => priceNames[value],
    label: (value) => priceNames[value],
  },
};

/**
 * What a band covers in each form it applies to, from the same limits the bands are worked out
 * with: 'Flower 24% and up · concentrates 66% and up · vapes 60% and up · edibles 10 mg and up a
 * serving'.
 */
export function potencyBandText(band: PotencyBand): string {
  return potencyBandParts(band).join(' · ');
}

/** The same, one part per form: 'Flower 24% and up', 'edibles 10 mg and up a serving'. */
export function potencyBandParts(band: PotencyBand): readonly string[] {
  return [
    `Flower ${bandRange('flower', band)}`,
    `concentrates ${bandRange('concentrate', band)}`,
    `vapes ${bandRange('vape', band)}`,
    `edibles ${bandRange('edible', band)} a serving`,
  ];
}

/** The query with the value a facet's URL slug names added or taken away (an unknown one: none). */
export function toggleFacetSlug(
  query: ShopQuery,
  key: FacetKey,
  slug: string,
  on: boolean,
): ShopQuery {
  const toggle = <K extends FacetKey>(facet: K) => {
    const value = facets[facet].values.find((candidate) => facetSlug(candidate) === slug);
    return value === undefined ? query : toggleFacet(query, facet, value, on);
  };
  return toggle(key);
}

/** One value in a facet's list: its URL slug, its words, its count and whether it is chosen. */
export interface FacetChoice {
  value: string;
  label: string;
  count: number;
  description?: readonly string[];
}

/** A facet's values as its list shows them, counted by `facetCounts`. */
export function facetChoices<K extends FacetKey>(key: K, counts: FacetCounts): FacetChoice[] {
  const words: FacetWords<K> = facetWords[key];
  const byKey: FacetCountsByKey = counts;
  const counted: Readonly<Record<FacetValues[K], number>> = byKey[key];
  return facets[key].values.map((value: FacetValues[K]) => ({
    value: facetSlug(value),
    label: words.name(value),
    count: counted[value],
    ...(words.description ? { description: words.description(value) } : {}),
  }));
}

/** The query with one value of a facet added or taken away. */
export function toggleFacet<K extends FacetKey>(
  query: ShopQuery,
  key: K,
  value: FacetValues[K],
  on: boolean,
): ShopQuery {
  const now = chosen(query, key);
  return withFacet(query, key, on ? [...now, value] : now.filter((v) => v !== value));
}

/** A filter a shopper has on: the category or one facet value, with the words its chip shows. */
export type ActiveFilter =
  | { key: 'category'; value: CategorySlug; label: string }
  | { [K in FacetKey]: { key: K; value: FacetValues[K]; label: string } }[FacetKey];

/** The filters on, category first, then each facet's values in the shop's order. */
export function activeFilters(query: ShopQuery): ActiveFilter[] {
  const list: ActiveFilter[] = [];
  const category = query.category ? categoryBySlug(query.category) : undefined;
  if (category) list.push({ key: 'category', value: category.slug, label: category.name });
  const push = <K extends FacetKey>(key: K) => {
    for (const value of chosen(query, key)) {
      list.push({ key, value, label: facetWords[key].label(value) } as ActiveFilter);
    }
  };
  facetKeys.forEach(push);
  return list;
}

/** The query without one filter. */
export function withoutFilter(query: ShopQuery, filter: ActiveFilter): ShopQuery {
  if (filter.key === 'category') return { ...query, category: undefined };
  const values: readonly string[] = chosen(query, filter.key);
  return withFacet(
    query,
    filter.key,
    facets[filter.key].values.filter((value) => value !== filter.value && values.includes(value)),
  );
}

/** How many products each choice would show. */
type FacetCountsByKey = { readonly [K in FacetKey]: Readonly<Record<FacetValues[K], number>> };
export type FacetCounts = FacetCountsByKey & {
  /** By category slug; `all` is All Products. */
  readonly category: Readonly<Record<CategorySlug | 'all', number>>;
};

/**
 * Each value's count is how many products the shop would show with it chosen and the other
 * facets' choices kept (disjunctive faceting): for a value of a facet with some choices already,
 * the products that value alone gives within the rest of the query. A value counted 0 gives none.
 */
export function facetCounts(query: ShopQuery): FacetCounts {
  const countBy = <K extends FacetKey>(key: K): Record<FacetValues[K], number> => {
    const pool = matchingProducts(query, key);
    const counts = {} as Record<FacetValues[K], number>;
    for (const value of facets[key].values) {
      counts[value] = pool.filter((product) => hasFacetValue(product, key, value)).length;
    }
    return counts;
  };
  const inCategories = matchingProducts(query, 'category');
  const category = { all: inCategories.length } as Record<CategorySlug | 'all', number>;
  for (const { slug, name } of categories) {
    category[slug] = inCategories.filter((product) => product.category === name).length;
  }
  return {
    category,
    effects: countBy('effects'),
    types: countBy('types'),
    potency: countBy('potency'),
    price: countBy('price'),
  };
}
