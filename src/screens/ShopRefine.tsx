import { lazy, Suspense, useMemo, useState, type RefObject } from 'react';
import { categories } from '../catalogue/categories';
import {
  chosen,
  facetFilterCount,
  facetKeys,
  facets,
  facetSlug,
  isShopSort,
  MAX_SEARCH_LENGTH,
  normalisedSearch,
  queryCategoryName,
  shopSorts,
  withoutFilters,
  type FacetKey,
  type ShopQuery,
  type ShopSort,
} from '../catalogue/query';
import {
  activeFilters,
  facetChoices,
  facetCounts,
  facetWords,
  toggleFacetSlug,
  withoutFilter,
  type ActiveFilter,
  type FacetCounts,
} from '../catalogue/refine';
import type { CategorySlug } from '../catalogue/types';
import { ActiveFilters } from '../components/ActiveFilters';
import { Button } from '../components/Button';
import { CategoryFilter, type CategoryFilterOption } from '../components/CategoryFilter';
import { FacetGroup } from '../components/FacetGroup';
// Not the folder's index: through it, this chunk would reach the form-only parts too (error
// summary, sections).
import { SelectField, TextField } from '../components/Field/Field';
import { Icon } from '../components/Icon';
import { focusMainHeading } from '../shell/focusHeading';
import { useHydrated } from '../shell/useHydrated';
import * as styles from './ShopScreen.css';

// What only refining the shop needs, in a chunk of its own (docs/architecture.md "Sections that
// hydrate later"): the filters with their counts, the chips of the filters on, and the way out of
// no results they give. The shop's first load shows the grid for the URL without it; a prerendered
// /shop keeps these sections' HTML (a plain GET form that works before any script runs) until this
// chunk arrives, then hydrates them.

/** The filter a press last added, kept in the history entry so "Remove …" can take it off. */
export interface ShopHistoryState {
  lastAdded?: string;
}

/** Shows the shop for a query: replacing the history entry (typing) or as a step Back can undo. */
export type ShopGo = (next: ShopQuery, replace: boolean, state?: ShopHistoryState | null) => void;

/** What every section gets. Memoised (src/screens/deferredSections.tsx): keep them stable. */
export interface ShopRefineProps {
  query: ShopQuery;
  go: ShopGo;
}

/** The search and sort, and the way out of no results that gives the search box focus. */
export interface ShopSearchProps extends ShopRefineProps {
  searchInput: RefObject<HTMLInputElement | null>;
}

const ALL = 'all';

const sortLabels: Readonly<Record<ShopSort, string>> = {
  featured: 'Featured',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  name: 'Name',
};
const sortOptions = shopSorts.map((sort) => ({ value: sort, label: sortLabels[sort] }));

// The phone's filter sheet brings Ariakit's dialog: its own chunk, fetched on the first press of
// Filters.
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

function categorySlugOf(value: string): CategorySlug | undefined {
  return categories.find((category) => category.slug === value)?.slug;
}

const filterId = (filter: ActiveFilter) => `${filter.key}:${facetSlug(filter.value)}`;

/**
 * The category and facet filters, inside the shop's GET form: each a group of native inputs named
 * like the URL, each value with the count it would give; on a phone, the Filters button and its
 * sheet.
 */
export function ShopFilters({ query, go, resultCount }: ShopRefineProps & { resultCount: number }) {
  const counts = useMemo(() => facetCounts(query), [query]);
  const hydrated = useHydrated();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);
  const on = facetFilterCount(query);

  const toggle = (key: FacetKey, slug: string, checked: boolean) =>
    go(
      toggleFacetSlug(query, key, slug, checked),
      false,
      checked ? { lastAdded: `${key}:${slug}` } : null,
    );

  const facetGroups = facetKeys.map((key) => (
    <FacetGroup
      key={key}
      legend={facetWords[key].title}
      name={facets[key].param}
      options={facetChoices(key, counts)}
      selected={chosen(query, key).map(facetSlug)}
      onToggle={(slug, checked) => toggle(key, slug, checked)}
    />
  ));

  return (
    <>
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
        {on > 0 ? ` (${on})` : null}
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
        {query.sort !== 'featured' ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {/* Gone once the app runs: each tick then applies at once. */}
        {hydrated ? null : (
          <Button type="submit" variant="secondary">
            Apply filters
          </Button>
        )}
      </div>
      {sheetWanted ? (
        <Suspense fallback={null}>
          <FilterSheet
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            resultCount={resultCount}
            activeCount={on}
            onClearAll={() => go(withoutFilters(query), false)}
          >
            {facetGroups}
          </FilterSheet>
        </Suspense>
      ) : null}
    </>
  );
}

/** The filters on, as chips to take off one by one, and "Clear all". */
export function ShopChips({ query, go }: ShopRefineProps) {
  const filters = activeFilters(query);
  return (
    <ActiveFilters
      filters={filters.map((filter) => ({ id: filterId(filter), label: filter.label }))}
      onRemove={(id) => {
        const filter = filters.find((candidate) => filterId(candidate) === id);
        if (!filter) return;
        go(withoutFilter(query, filter), false);
        // The last chip goes with the group: focus goes to the page's heading, not the page.
        if (filters.length === 1) focusMainHeading();
      }}
      onClearAll={() => {
        go(withoutFilters(query), false);
        focusMainHeading();
      }}
    />
  );
}

/** The search box (as you type) and the sort menu, both kept in the URL. */
export function ShopTools({ query, go, searchInput }: ShopSearchProps) {
  // The box keeps exactly what is typed (spaces too); the URL keeps the trimmed search.
  const urlSearch = query.q ?? '';
  const [draft, setDraft] = useState(urlSearch);
  const [draftSource, setDraftSource] = useState(urlSearch);
  if (urlSearch !== draftSource) {
    // The URL changed (typing, Back, Clear search): follow it unless it is what is being typed.
    setDraftSource(urlSearch);
    if (normalisedSearch(draft) !== urlSearch) setDraft(urlSearch);
  }
  return (
    <div className={styles.tools}>
      <form role="search" aria-label="Product search" onSubmit={(event) => event.preventDefault()}>
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
  );
}

/**
 * In place of an empty grid: with filters on, take the last one off or clear them all; with a
 * search alone, clear it (the search box then has focus).
 */
export function ShopNoMatch({
  query,
  go,
  lastAdded,
  searchInput,
}: ShopSearchProps & { lastAdded?: string }) {
  if (facetFilterCount(query) > 0)
    return <FiltersNoMatch query={query} go={go} lastAdded={lastAdded} />;
  const search = query.q ?? '';
  const categoryName = queryCategoryName(query);
  return (
    <div className={styles.noMatch}>
      <h2 className={styles.noMatchTitle}>
        No products match “{search}”{categoryName ? ` in ${categoryName}` : ''}
      </h2>
      <p className={styles.noMatchText}>
        Check the spelling, try a shorter word, or clear the search to see everything
        {categoryName ? ` in ${categoryName}` : ''}.
      </p>
      <Button
        variant="secondary"
        onClick={() => {
          go({ ...query, q: undefined }, false);
          searchInput.current?.focus();
        }}
      >
        Clear search
      </Button>
    </div>
  );
}

/** In place of an empty grid the facets gave: take the last filter off, or clear them all. */
function FiltersNoMatch({ query, go, lastAdded }: ShopRefineProps & { lastAdded?: string }) {
  const filters = activeFilters(query);
  const search = query.q ?? '';
  // The filter the last press added, if it is still on; else the last chip.
  const lastFilter = filters.find((filter) => filterId(filter) === lastAdded) ?? filters.at(-1);
  return (
    <div className={styles.noMatch}>
      <h2 className={styles.noMatchTitle}>
        No products match {search ? `“${search}” with ` : ''}these filters
      </h2>
      <p className={styles.noMatchText}>
        Take a filter off, or clear them all to see everything
        {search ? ` that matches “${search}”` : ''}.
      </p>
      <div className={styles.noMatchActions}>
        {lastFilter && filters.length > 1 ? (
          <Button variant="secondary" onClick={() => go(withoutFilter(query, lastFilter), false)}>
            Remove {lastFilter.label}
          </Button>
        ) : null}
        <Button variant="primary" onClick={() => go(withoutFilters(query), false)}>
          Clear all filters
        </Button>
      </div>
    </div>
  );
}
