import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAddToCart } from '../cart/useAddToCart';
import { useSavedProducts } from '../saved/useSavedProducts';
import { PageMeta } from '../shell/PageMeta';
import { categories } from '../catalogue/categories';
import {
  MAX_SEARCH_LENGTH,
  parseShopQuery,
  productCountLabel,
  queryCategoryName,
  queryProducts,
  shopSorts,
  toSearchParams,
  type ShopQuery,
  type ShopSort,
} from '../catalogue/query';
import type { AddToCartRequest, CategorySlug, Product } from '../catalogue/types';
import { Button } from '../components/Button';
import { CategoryFilter, type CategoryFilterOption } from '../components/CategoryFilter';
import { Container } from '../components/Container';
// Not the folder's index: through it, the shop's chunk would reach the form-only parts too
// (error summary, sections), and they would share one chunk with it (0.6 KB gzip on /shop).
import { SelectField, TextField } from '../components/Field/Field';
import { ProductCard } from '../components/ProductCard';
import { ShippingBanner } from '../components/ShippingBanner';
import { RecentlyViewedSlot } from './RecentlyViewedSlot';
import * as styles from './ShopScreen.css';
import { factsLineOf, useCatalogueFacts } from './deferredFacts';

/** The cards' facts come in a chunk of their own (src/screens/deferredFacts.tsx). */
export { loadCatalogueFacts as loadDeferredSections } from './deferredFacts';

const ALL = 'all';

const categoryOptions: readonly CategoryFilterOption[] = [
  { value: ALL, label: 'All Products' },
  ...categories.map((category) => ({ value: category.slug, label: category.name })),
];

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
  const categoryName = queryCategoryName(query);
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
    (next: ShopQuery, replace: boolean) =>
      setSearchParams(toSearchParams(next), { replace, preventScrollReset: true }),
    [setSearchParams],
  );

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

        <CategoryFilter
          label="Category"
          options={categoryOptions}
          value={query.category ?? ALL}
          onChange={(value) => go({ ...query, category: categorySlugOf(value) }, false)}
        />

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

        {/* Below the grid: the row appears after hydration without moving what is above it. */}
        <RecentlyViewedSlot />
      </div>
    </Container>
  );
}
