import { use, useCallback, useContext, useEffect, useMemo, useRef, type FormEvent } from 'react';
import { MINIMUM_AGE } from '../lib/compliance';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useAddToCart } from '../cart/useAddToCart';
import { useSavedProducts } from '../saved/useSavedProducts';
import { PageMeta } from '../shell/PageMeta';
import {
  fromFirstPage,
  parseShopQuery,
  productCountLabel,
  queryCategoryName,
  toSearchParams,
  type ShopQuery,
} from '../catalogue/query';
import { shopFirstPage } from '../catalogue/shopFirstPage';
import type { AddToCartRequest, Product } from '../catalogue/types';
import { Container } from '../components/Container';
import { MoreProducts } from '../components/MoreProducts';
import { ProductCard } from '../components/ProductCard';
import { SectionLoadFailed } from '../components/SectionLoadFailed';
import { ShippingBanner } from '../components/ShippingBanner';
import { deferredChunk, deferredSection } from './deferredSections';
import { RecentlyViewedSlot } from './RecentlyViewedSlot';
import { ShopPageSize } from './shopPageSize';
import type { ShopGo, ShopHistoryState, ShopRefineProps, ShopSearchProps } from './ShopRefine';
import * as styles from './ShopScreen.css';
import { factsLineOf, loadCatalogueFacts, useCatalogueFacts } from './deferredFacts';

/**
 * The shop's filters, chips and way out of no results (src/screens/ShopRefine.tsx, with the
 * facets' counting): a chunk the first load does without. The grid needs none of it: the bare
 * shop's first page is data, and any other query's products come from the results chunk below.
 */
const refineChunk = deferredChunk(() => import('./ShopRefine'));

/**
 * The shop's results over the whole catalogue (src/catalogue/shopResults.ts): a chunk of its own,
 * which the filters' chunk needs too. The bare shop's first page needs none of it
 * (src/catalogue/shopFirstPage.ts), so the shop's first load carries no catalogue
 * (docs/architecture.md "The catalogue loads when needed").
 */
const resultsChunk = deferredChunk(() => import('../catalogue/shopResults'));

/** Both chunks a change of query needs: the results, and the sections that show it. */
const queryChunks = () => Promise.all([refineChunk.load(), resultsChunk.load()]);

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
    Promise.all([queryChunks(), loadCatalogueFacts()]).finally(() => clearTimeout(timer)),
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

/** The shop with no filter, search or sort: its first page needs no catalogue. */
const isBareShop = (query: ShopQuery) => toSearchParams(fromFirstPage(query)).toString() === '';

/** Cards above the fold on a desktop row load at once; the rest wait until scrolled near. */
const EAGER_IMAGES = 4;

/** The shop (docs/behaviour.md "Shop filter, search and sort live in the URL"): category filter, search and sort, all kept in the URL. */
export function ShopScreen() {
  const catalogueFacts = useCatalogueFacts();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseShopQuery(searchParams), [searchParams]);
  const pageSize = useContext(ShopPageSize);
  const wanted = (query.page ?? 1) * pageSize;
  // The bare shop's first page is there from the start; anything else needs the catalogue, and
  // the screen waits for it (a prerendered page keeps its HTML meanwhile). null: it did not load.
  const catalogue =
    resultsChunk.loaded() ??
    (isBareShop(query) && wanted <= shopFirstPage.products.length
      ? undefined
      : use(resultsChunk.attempt()));
  const all = useMemo(() => catalogue?.queryProducts(query), [catalogue, query]);
  const failed = catalogue === null;
  const results = all ?? (failed ? [] : shopFirstPage.products);
  // Unknown when the catalogue did not load: no count is shown rather than a wrong one.
  const total = all?.length ?? (failed ? undefined : shopFirstPage.total);
  const shown = Math.min(total ?? 0, wanted);
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
          ? `Shop lab-tested ${categoryName.toLowerCase()} from Silk Road: hemp-derived, under 0.3% Δ9-THC, for adults ${MINIMUM_AGE}+.`
          : `Browse all ${total ?? shopFirstPage.total} Silk Road products: pre-rolls, flower, concentrates, cartridges, disposables, gummies and wellness botanicals. Lab-tested, for adults ${MINIMUM_AGE}+.`
      }
    />
  );

  // Typing replaces the history entry; a filter or sort choice is a step Back can undo. A change of
  // URL re-renders what is above the deferred sections, and asks for the catalogue's results: until
  // both chunks have arrived (a prerendered page hydrates without them), it waits for them, so the
  // sections' HTML is hydrated, not dropped, and the grid does not wait in place of the shop.
  const show = useCallback<ShopGo>(
    (next, replace, state = null) => {
      const apply = () =>
        setSearchParams(toSearchParams(next), { replace, preventScrollReset: true, state });
      if (refineChunk.loaded() && resultsChunk.loaded()) apply();
      else void queryChunks().then(apply, apply);
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
          {total === undefined ? null : (
            <p role="status" className={styles.count}>
              {productCountLabel(total, categoryName)}
            </p>
          )}
        </header>

        {/* A plain GET form: before the app runs, what is ticked and sent gives the shop it
              names (docs/first-second.md); once it runs, each tick applies at once. */}
        <form
          action="/shop"
          method="get"
          aria-label="Filters"
          className={styles.sidebar}
          onSubmit={onFacetSubmit}
          // Its controls hydrate later: the app takes the page over once they have (TakeOver).
          data-hydrates-later=""
        >
          <FiltersSection query={query} go={go} resultCount={total ?? 0} />
        </form>

        <ToolsSection query={query} go={go} searchInput={searchInput} />

        <ChipsSection query={query} go={go} />

        <ShippingBanner />

        {failed ? (
          <SectionLoadFailed what="products" href={location.pathname + location.search} />
        ) : results.length > 0 ? (
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
          total={total ?? 0}
          next={Math.min(pageSize, (total ?? 0) - shown)}
          to={{ search: toSearchParams({ ...query, page: nextPage }).toString() }}
          onShowMore={showMore}
        />

        {/* Below the grid: the row appears after hydration without moving what is above it. */}
        <RecentlyViewedSlot />
      </div>
    </Container>
  );
}
