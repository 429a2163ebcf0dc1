import { lazy, Suspense, useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useAddToCart } from '../cart/useAddToCart';
import { useSavedProducts } from '../saved/useSavedProducts';
import { PageMeta } from '../shell/PageMeta';
import { categories } from '../catalogue/categories';
import {
  activeFilters,
  chosen,
  facetChoices,
  facetCounts,
  facetKeys,
  facets,
  facetSlug,
  MAX_SEARCH_LENGTH,
  parseShopQuery,
  toggleFacetSlug,
  withoutFilter,
  withoutFilters,
  type ActiveFilter,
  type FacetCounts,
  type FacetKey,
  productCountLabel,
  queryCategoryName,
  queryProducts,
  shopSorts,
  toSearchParams,
  type ShopQuery,
  type ShopSort,
} from '../catalogue/query';
import type { AddToCartRequest, CategorySlug, Product } from '../catalogue/types';
import { ActiveFilters } from '../components/ActiveFilters';
import { Button } from '../components/Button';
import { CategoryFilter, type CategoryFilterOption } from '../components/CategoryFilter';
import { FacetGroup } from '../components/FacetGroup';
import { Icon } from '../components/Icon';
import { Container } from '../components/Container';
// Not the folder's index: through it, the shop's chunk would reach the form-only parts too
// (error summary, sections), and they would share one chunk with it (0.6 KB gzip on /shop).
import { SelectField, TextField } from '../components/Field/Field';
import { ProductCard } from '../components/ProductCard';
import { ShippingBanner } from '../components/ShippingBanner';
import { useHydrated } from '../shell/useHydrated';
import { RecentlyViewedSlot } from './RecentlyViewedSlot';
import * as styles from './ShopScreen.css';
import { factsLineOf, useCatalogueFacts } from './deferredFacts';

/** The cards' facts come in a chunk of their own (src/screens/deferredFacts.tsx). */
export { loadCatalogueFacts as loadDeferredSections } from './deferredFacts';

const ALL = 'all';

// The phone's filter sheet brings Ariakit's dialog: its own chunk, fetched on the first press of
// Filters, so the shop's first load stays as it was.
const FilterSheet = lazy(() =>
  import('../components/FilterSheet/FilterSheet').then(({ FilterSheet }) => ({
    default: FilterSheet,
  })),
);

function categoryOptions(counts: FacetCounts['category']): CategoryFilterOption[] {
  return [
    { value: ALL, label: 'All Products', count: counts.all },
    ...categories.map((category) => ({
      value: category.slug,
      label: category.name,
      count: counts[category.slug],
    })),
  ];
}

/** The filter a press last added, kept in the history entry so "Remove …" can take it off. */
interface ShopHistoryState {
  lastAdded?: string;
}

const filterId = (filter: ActiveFilter) => `${filter.key}:${facetSlug(filter.value)}`;

/** Facet values on (the category has its own row, so the Filters button does not count it). */
const facetFilterCount = (query: ShopQuery) =>
  facetKeys.reduce((sum, key) => sum + chosen(query, key).length, 0);

/** The query a facet form sends: its checkboxes and radios by name, as the URL has them. */
function queryFromForm(form: HTMLFormElement): ShopQuery {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(name, value);
  }
  return parseShopQuery(params);
}

const sortLabels: Readonly<Record<ShopSort, string>> = {
  featured: 'Featured',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  name: 'Name',
};
const sortOptions = shopSorts.map((sort) => ({ value: sort, label: sortLabels[sort] }));

/** Cards above the fold on a desktop row load at once; the rest wait until scrolled near. */
const EAGER_IMAGES = 4;

function isShopSort(value: string): value is ShopSort {
  return (shopSorts as readonly string[]).includes(value);
}

function categorySlugOf(value: string): CategorySlug | undefined {
  return categories.find((category) => category.slug === value)?.slug;
}

/** What the search box holds, normalised the way the URL keeps it. */
function normalisedSearch(text: string): string {
  return text.trim().slice(0, MAX_SEARCH_LENGTH).trim();
}

/** The 48-product shop (docs/behaviour.md "Shop filter, search and sort live in the URL"): category filter, search and sort, all kept in the URL. */
export function ShopScreen() {
  const catalogueFacts = useCatalogueFacts();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseShopQuery(searchParams), [searchParams]);
  const results = useMemo(() => queryProducts(query), [query]);
  const counts = useMemo(() => facetCounts(query), [query]);
  const filters = activeFilters(query);
  const categoryName = queryCategoryName(query);
  const location = useLocation();
  const lastAdded = (location.state as ShopHistoryState | null)?.lastAdded;
  const hydrated = useHydrated();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);
  const addToCart = useAddToCart();
  const saved = useSavedProducts();
  const searchInput = useRef<HTMLInputElement>(null);

  // The box keeps exactly what is typed (spaces too); the URL keeps the trimmed search.
  const urlSearch = query.q ?? '';
  const [draft, setDraft] = useState(urlSearch);
  const [draftSource, setDraftSource] = useState(urlSearch);
  if (urlSearch !== draftSource) {
    // The URL changed (typing, Back, Clear search): follow it unless it is what is being typed.
    setDraftSource(urlSearch);
    if (normalisedSearch(draft) !== urlSearch) setDraft(urlSearch);
  }

  const pageMeta = (
    <PageMeta
      title={categoryName ? `${categoryName} · Shop` : 'Shop All Products'}
      description={
        categoryName
          ? `Shop lab-tested ${categoryName.toLowerCase()} from Silk Road: hemp-derived, under 0.3% Δ9-THC, for adults 21+.`
          : 'Browse all 48 Silk Road products: pre-rolls, flower, concentrates, cartridges, disposables, gummies and wellness botanicals. Lab-tested, for adults 21+.'
      }
    />
  );

  // Typing replaces the history entry; a filter or sort choice is a step Back can undo.
  const go = useCallback(
    (next: ShopQuery, replace: boolean, state: ShopHistoryState | null = null) =>
      setSearchParams(toSearchParams(next), { replace, preventScrollReset: true, state }),
    [setSearchParams],
  );

  const toggle = (key: FacetKey, slug: string, on: boolean) =>
    go(toggleFacetSlug(query, key, slug, on), false, on ? { lastAdded: `${key}:${slug}` } : null);
  const remove = (id: string) => {
    const filter = filters.find((candidate) => filterId(candidate) === id);
    if (filter) go(withoutFilter(query, filter), false);
  };
  const clearAll = () => go(withoutFilters(query), false);
  // The filter the last press added, if it is still on; else the last chip.
  const lastFilter = filters.find((filter) => filterId(filter) === lastAdded) ?? filters.at(-1);

  // The facet form, sent before the app ran (kept and replayed, docs/first-second.md) or by its
  // button: the shop it asks for, as a step Back can undo.
  const onFacetSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = toSearchParams({
      ...queryFromForm(event.currentTarget),
      q: query.q,
      sort: query.sort,
    });
    if (next.toString() !== toSearchParams(query).toString())
      setSearchParams(next, { preventScrollReset: true });
  };

  const facetGroups = facetKeys.map((key) => (
    <FacetGroup
      key={key}
      legend={facets[key].title}
      name={facets[key].param}
      options={facetChoices(key, counts)}
      selected={chosen(query, key).map(facetSlug)}
      onToggle={(slug, on) => toggle(key, slug, on)}
    />
  ));

  const onAdd = (product: Product) => (request: AddToCartRequest) => {
    addToCart(product.name, request);
  };

  const clearSearch = () => {
    setDraft('');
    go({ ...query, q: undefined }, false);
    searchInput.current?.focus();
  };

  return (
    <Container>
      {pageMeta}
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>All Products</h1>
          <p role="status" className={styles.count}>
            {productCountLabel(results.length, categoryName)}
          </p>
        </header>

        {/* A plain GET form: before the app runs, what is ticked and sent gives the shop it
              names (docs/first-second.md); once it runs, each tick applies at once. */}
        <form
          action="/shop"
          method="get"
          aria-label="Filters"
          className={styles.sidebar}
          onSubmit={onFacetSubmit}
        >
          <Button
            variant="secondary"
            className={styles.filtersButton}
            aria-haspopup="dialog"
            onClick={() => {
              setSheetWanted(true);
              setSheetOpen(true);
            }}
          >
            <Icon name="filter" size={18} />
            <span className={styles.filtersLabel}>Filters</span>
            {facetFilterCount(query) > 0 ? ` (${facetFilterCount(query)})` : null}
          </Button>
          <CategoryFilter
            label="Category"
            name="category"
            options={categoryOptions(counts.category)}
            value={query.category ?? ALL}
            onChange={(value) => go({ ...query, category: categorySlugOf(value) }, false)}
          />
          <div className={styles.facets}>
            {facetGroups}
            {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
            {query.sort !== 'featured' ? (
              <input type="hidden" name="sort" value={query.sort} />
            ) : null}
            {/* Gone once the app runs: each tick then applies at once. */}
            {hydrated ? null : (
              <Button type="submit" variant="secondary">
                Apply filters
              </Button>
            )}
          </div>
        </form>

        <div className={styles.tools}>
          <form
            role="search"
            aria-label="Product search"
            onSubmit={(event) => event.preventDefault()}
          >
            <TextField
              ref={searchInput}
              type="search"
              name="q"
              label="Search products"
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              maxLength={MAX_SEARCH_LENGTH}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                go({ ...query, q: normalisedSearch(event.target.value) || undefined }, true);
              }}
            />
          </form>
          <SelectField
            name="sort"
            label="Sort by"
            options={sortOptions}
            value={query.sort}
            onChange={(event) => {
              const sort = event.target.value;
              if (isShopSort(sort)) go({ ...query, sort }, false);
            }}
          />
        </div>

        <ActiveFilters
          filters={filters.map((filter) => ({ id: filterId(filter), label: filter.label }))}
          onRemove={remove}
          onClearAll={clearAll}
        />

        <ShippingBanner />

        {results.length > 0 ? (
          <ul role="list" aria-label="Products" className={styles.grid}>
            {results.map((product, index) => (
              <li key={product.id} className={styles.gridItem}>
                <ProductCard
                  product={product}
                  headingLevel={2}
                  imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                  onAdd={onAdd(product)}
                  saved={saved.isSaved(product.id)}
                  onToggleSave={() => saved.toggle(product.id)}
                  factsLine={factsLineOf(catalogueFacts, product.id, product.category)}
                />
              </li>
            ))}
          </ul>
        ) : facetFilterCount(query) > 0 ? (
          <div className={styles.noMatch}>
            <h2 className={styles.noMatchTitle}>
              No products match {urlSearch ? `“${urlSearch}” with ` : ''}these filters
            </h2>
            <p className={styles.noMatchText}>
              Take a filter off, or clear them all to see everything
              {urlSearch ? ` that matches “${urlSearch}”` : ''}.
            </p>
            <div className={styles.noMatchActions}>
              {lastFilter && filters.length > 1 ? (
                <Button variant="secondary" onClick={() => remove(filterId(lastFilter))}>
                  Remove {lastFilter.label}
                </Button>
              ) : null}
              <Button variant="primary" onClick={clearAll}>
                Clear all filters
              </Button>
            </div>
          </div>
        ) : (
          <div className={styles.noMatch}>
            <h2 className={styles.noMatchTitle}>
              No products match “{urlSearch}”{categoryName ? ` in ${categoryName}` : ''}
            </h2>
            <p className={styles.noMatchText}>
              Check the spelling, try a shorter word, or clear the search to see everything
              {categoryName ? ` in ${categoryName}` : ''}.
            </p>
            <Button variant="secondary" onClick={clearSearch}>
              Clear search
            </Button>
          </div>
        )}

        {sheetWanted ? (
          <Suspense fallback={null}>
            <FilterSheet
              open={sheetOpen}
              onClose={() => setSheetOpen(false)}
              resultCount={results.length}
              activeCount={facetFilterCount(query)}
              onClearAll={clearAll}
            >
              {facetGroups}
            </FilterSheet>
          </Suspense>
        ) : null}

        {/* Below the grid: the row appears after hydration without moving what is above it. */}
        <RecentlyViewedSlot />
      </div>
    </Container>
  );
}
