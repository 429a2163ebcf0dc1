import { useCallback, useContext, useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useAddToCart } from '../cart/useAddToCart';
import { useSavedProducts } from '../saved/useSavedProducts';
import { PageMeta } from '../shell/PageMeta';
import {
  fromFirstPage,
  parseShopQuery,
  productCountLabel,
  queryCategoryName,
  queryProducts,
  toSearchParams,
  type ShopQuery,
} from '../catalogue/query';
import { products } from '../catalogue/products';
import type { AddToCartRequest, Product } from '../catalogue/types';
import { Container } from '../components/Container';
import { MoreProducts } from '../components/MoreProducts';
import { ProductCard } from '../components/ProductCard';
import { ShippingBanner } from '../components/ShippingBanner';
import { deferredChunk, deferredSection } from './deferredSections';
import { RecentlyViewedSlot } from './RecentlyViewedSlot';
import { ShopPageSize } from './shopPageSize';
import type { ShopGo, ShopHistoryState, ShopRefineProps, ShopSearchProps } from './ShopRefine';
import * as styles from './ShopScreen.css';
import { factsLineOf, loadCatalogueFacts, useCatalogueFacts } from './deferredFacts';

/**
 * The shop's filters, chips and way out of no results (src/screens/ShopRefine.tsx, with the
 * facets' counting): a chunk the first load does without. The grid for the URL's query needs only
 * src/catalogue/query.ts.
 */
const refineChunk = deferredChunk(() => import('./ShopRefine'));

/** How long a visit rendered in the browser waits for the filters before it shows the grid. */
const REFINE_WAIT_MS = 1500;

/**
 * Loads the shop's deferred sections (docs/architecture.md "Sections that hydrate later"): a visit
 * rendered in the browser (a link followed, or a shared link such as
 * `/shop?effect=relaxed&potency=high`) waits for them with the screen (src/app/routes.tsx), so
 * nothing pops in; but never more than REFINE_WAIT_MS: the grid for the URL needs none of their
 * code, and a slow or held chunk must not keep the products from showing. They then come in when it
 * arrives.
 */
export function loadDeferredSections(): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    // The cards' facts lines come in a chunk of their own too (src/screens/deferredFacts.tsx).
    Promise.all([refineChunk.load(), loadCatalogueFacts()]).finally(() => clearTimeout(timer)),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, REFINE_WAIT_MS))),
  ]);
}

const FiltersSection = deferredSection(
  refineChunk,
  'filters',
  (module, props: ShopRefineProps & { resultCount: number }) => <module.ShopFilters {...props} />,
);
const ChipsSection = deferredSection(
  refineChunk,
  'filters on',
  (module, props: ShopRefineProps) => <module.ShopChips {...props} />,
);
const ToolsSection = deferredSection(
  refineChunk,
  'search and sort',
  (module, props: ShopSearchProps) => <module.ShopTools {...props} />,
);
const NoMatchSection = deferredSection(
  refineChunk,
  'filters',
  (module, props: ShopSearchProps & { lastAdded?: string }) => <module.ShopNoMatch {...props} />,
);

/** The query a facet form sends: its checkboxes and radios by name, as the URL has them. */
function queryFromForm(form: HTMLFormElement): ShopQuery {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(name, value);
  }
  return parseShopQuery(params);
}

/** Cards above the fold on a desktop row load at once; the rest wait until scrolled near. */
const EAGER_IMAGES = 4;

/** The shop (docs/behaviour.md "Shop filter, search and sort live in the URL"): category filter, search and sort, all kept in the URL. */
export function ShopScreen() {
  const catalogueFacts = useCatalogueFacts();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseShopQuery(searchParams), [searchParams]);
  const results = useMemo(() => queryProducts(query), [query]);
  const pageSize = useContext(ShopPageSize);
  const shown = Math.min(results.length, (query.page ?? 1) * pageSize);
  const nextPage = (query.page ?? 1) + 1;
  const productList = useRef<HTMLUListElement>(null);
  /** The first product "Show more" brought, to be given focus once it is on screen. */
  const focusFrom = useRef<number | null>(null);
  const categoryName = queryCategoryName(query);
  const location = useLocation();
  const lastAdded = (location.state as ShopHistoryState | null)?.lastAdded;
  const addToCart = useAddToCart();
  const saved = useSavedProducts();
  const searchInput = useRef<HTMLInputElement>(null);

  const pageMeta = (
    <PageMeta
      title={categoryName ? `${categoryName} · Shop` : 'Shop All Products'}
      description={
        categoryName
          ? `Shop lab-tested ${categoryName.toLowerCase()} from Silk Road: hemp-derived, under 0.3% Δ9-THC, for adults 21+.`
          : `Browse all ${products.length} Silk Road products: pre-rolls, flower, concentrates, cartridges, disposables, gummies and wellness botanicals. Lab-tested, for adults 21+.`
      }
    />
  );

  // Typing replaces the history entry; a filter or sort choice is a step Back can undo. A change of
  // URL re-renders what is above the deferred sections: until their chunk has arrived (a
  // prerendered page hydrates without it), it waits for it, so their HTML is hydrated, not dropped.
  const show = useCallback<ShopGo>(
    (next, replace, state = null) => {
      const apply = () =>
        setSearchParams(toSearchParams(next), { replace, preventScrollReset: true, state });
      if (refineChunk.loaded()) apply();
      else void refineChunk.load().then(apply, apply);
    },
    [setSearchParams],
  );
  // Another filter, search or sort starts again from the first page.
  const go = useCallback<ShopGo>(
    (next, replace, state) => show(fromFirstPage(next), replace, state),
    [show],
  );

  // "Show more": the next page in place, as a replaced history entry (reload and a shared link keep
  // it; Back leaves the shop rather than taking pages away one by one), and focus on its first
  // product so a keyboard or screen reader user goes on from there.
  const showMore = () => {
    focusFrom.current = shown;
    show({ ...query, page: nextPage }, true);
  };
  useEffect(() => {
    const from = focusFrom.current;
    const card = from === null ? undefined : productList.current?.children[from];
    if (!card) return;
    focusFrom.current = null;
    card.querySelector<HTMLAnchorElement>('h2 a, h3 a')?.focus();
  }, [shown]);

  // The facet form, sent before the app ran (kept and replayed, docs/first-second.md) or by its
  // button (there until the filters' code has hydrated them): the shop it asks for, as a step Back
  // can undo. What is ticked is read at the press, applied once that code is there (`go`).
  const onFacetSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { ...queryFromForm(event.currentTarget), q: query.q, sort: query.sort };
    if (toSearchParams(next).toString() !== toSearchParams(query).toString()) go(next, false);
  };

  const onAdd = (product: Product) => (request: AddToCartRequest) => {
    addToCart(product.name, request);
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
          <FiltersSection query={query} go={go} resultCount={results.length} />
        </form>

        <ToolsSection query={query} go={go} searchInput={searchInput} />

        <ChipsSection query={query} go={go} />

        <ShippingBanner />

        {results.length > 0 ? (
          <ul ref={productList} role="list" aria-label="Products" className={styles.grid}>
            {results.slice(0, shown).map((product, index) => (
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
          <NoMatchSection query={query} go={go} lastAdded={lastAdded} searchInput={searchInput} />
        )}

        <MoreProducts
          shown={shown}
          total={results.length}
          next={Math.min(pageSize, results.length - shown)}
          to={{ search: toSearchParams({ ...query, page: nextPage }).toString() }}
          onShowMore={showMore}
        />

        {/* Below the grid: the row appears after hydration without moving what is above it. */}
        <RecentlyViewedSlot />
      </div>
    </Container>
  );
}
