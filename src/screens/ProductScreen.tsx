import { lazy, Suspense, use, useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAddToCart } from '../cart/useAddToCart';
import { useSavedProducts } from '../saved/useSavedProducts';
import { breadcrumbJsonLd, PageMeta } from '../shell/PageMeta';
import { PageData, readPageData } from '../shell/pageData';
import { categoryByName } from '../catalogue/categories';
import { firstSizePrice, payablePrice, productSizes, sizePrice } from '../catalogue/pricing';
import { productIdFrom } from '../catalogue/productId';
import { isProductPage, PRODUCT_PAGE_DATA, type ProductPage } from '../catalogue/productPageData';
import { statesNotShippingTo } from '../catalogue/shippingRestrictions';
import type { AddToCartRequest, Product } from '../catalogue/types';
import { buttonStyle, Button } from '../components/Button';
import { CardTotal } from '../components/Card';
import { Container } from '../components/Container';
import { Icon } from '../components/Icon';
import { Price } from '../components/Price';
import { ProductCard } from '../components/ProductCard';
import { QuantityStepper } from '../components/QuantityStepper';
import { SaveButton } from '../components/SaveButton';
import { SizePicker } from '../components/SizePicker';
import { TagList } from '../components/Tag';
import { compliance } from '../lib/compliance';
import { multiplyCents } from '../lib/money';
import { DEFAULT_QUANTITY } from '../lib/quantity';
import { shippingText } from '../lib/shipping';
import { deferredChunk, deferredSection } from './deferredSections';
import type { ProductFactsProps } from './ProductFacts';
import * as styles from './ProductScreen.css';
import { factsLineOf, loadCatalogueFacts, useCatalogueFacts } from './deferredFacts';
import { RecentlyViewedSlot } from './RecentlyViewedSlot';
import { LoadFailedFrame } from './PrerenderedFrame';

/** The page's Suggested Use, Ingredients, profile, lab results and Product JSON-LD (src/screens/ProductFacts.tsx). */
const factsChunk = deferredChunk(() => import('./ProductFacts'));

/**
 * Product pages from the catalogue (src/catalogue/productPage.ts), for a visit by link. A
 * prerendered product page hydrates from the page the prerender wrote into it (`PageData`), so its
 * first load carries no catalogue (docs/architecture.md "The catalogue loads when needed").
 */
const pageChunk = deferredChunk(() => import('../catalogue/productPage'));

/** Product `id`'s page as this document's data block holds it, if it does. */
function givenPage(id: number): ProductPage | undefined {
  const data = readPageData(PRODUCT_PAGE_DATA);
  return isProductPage(data, id) ? data : undefined;
}

/**
 * Product `id`'s page: the catalogue's once loaded, else the one the document was given, else the
 * screen waits for the catalogue (a prerendered page keeps its HTML meanwhile). undefined: no such
 * product; null: the catalogue did not load.
 */
function useProductPage(id: number): ProductPage | undefined | null {
  const given = givenPage(id);
  const pages = pageChunk.loaded() ?? (given ? undefined : use(pageChunk.attempt()));
  if (pages === null) return null;
  return pages ? pages.productPage(id) : given;
}

/**
 * Loads the page's deferred sections (docs/architecture.md "Sections that hydrate later"): a visit
 * rendered in the browser waits for them with the screen (src/app/routes.tsx). The catalogue's
 * pages only when the document does not hold this product's page already (a prerendered page
 * hydrating needs none of the catalogue).
 */
export function loadDeferredSections(): Promise<unknown> {
  const id =
    typeof location === 'undefined'
      ? undefined
      : productIdFrom(/^\/product\/([^/]+)$/.exec(location.pathname)?.[1]);
  const pages = id !== undefined && givenPage(id) ? [] : [pageChunk.load()];
  // The related cards' facts too (src/screens/deferredFacts.tsx): the same certificates.
  return Promise.all([factsChunk.load(), loadCatalogueFacts(), ...pages]);
}

const UseSection = deferredSection(
  factsChunk,
  'suggested use and ingredients',
  (module, props: ProductFactsProps) => <module.ProductUse {...props} />,
);
const ProfileSection = deferredSection(
  factsChunk,
  'potency, effects and terpenes',
  (module, props: ProductFactsProps) => <module.ProductProfileSection {...props} />,
);
const LabSection = deferredSection(
  factsChunk,
  'lab results',
  (module, props: ProductFactsProps) => <module.ProductLabResults {...props} />,
);
/**
 * The schema.org Product, which carries the catalogue facts: it comes with them. In the
 * prerendered HTML from the start; a page whose sections did not load goes without it.
 */
const ProductJsonLdSection = deferredSection(
  factsChunk,
  undefined,
  (module, props: ProductFactsProps) => <module.ProductJsonLd {...props} />,
);

/** A product page (docs/behaviour.md "Routes"); any id that is not a catalogue product is 'Product Not Found'. */
export function ProductScreen() {
  const { id } = useParams();
  const productId = productIdFrom(id);
  if (productId === undefined) return <ProductNotFound />;
  return <ProductAt id={productId} />;
}

function ProductAt({ id }: { id: number }) {
  const page = useProductPage(id);
  // The catalogue did not load on a visit by link: say so, with a reload (a fresh document).
  if (page === null) return <LoadFailedFrame title="Product" what="product's details" />;
  if (page === undefined) return <ProductNotFound />;
  // Keyed by id: moving to a related product starts again at its default size and quantity 1.
  return <ProductDetail key={page.product.id} page={page} />;
}

/**
 * 'Product Not Found' comes only from a mistyped or old link, never from a prerendered page (those
 * are every catalogue product): its own chunk, out of every product page's first load.
 */
const NotFound = lazy(() =>
  import('../components/NotFound').then(({ NotFound }) => ({ default: NotFound })),
);

function ProductNotFound() {
  const pageMeta = (
    <PageMeta
      title={'Product not found'}
      description={
        'This product is not in the Silk Road catalogue. Browse the shop for everything we carry.'
      }
    />
  );
  return (
    <>
      {pageMeta}
      <NotFound
        title="Product Not Found"
        message="We couldn't find that product. It may have been removed, or the link may be mistyped."
        actionTo="/shop"
        actionLabel="Back to Shop"
      />
    </>
  );
}

/**
 * The phone's Add to Cart bar, its own chunk: it shows only after a scroll, so it stays out of
 * the page's first load. Fetched once the page is idle; if it cannot load, the page's own
 * button is all there is.
 */
const loadStickyAddBar = () =>
  import('../components/StickyAddBar').then(
    (module) => ({ default: module.StickyAddBar }),
    () => ({ default: () => null }),
  );
const StickyAddBar = lazy(loadStickyAddBar);

/** The fixed top bar's height (the layout's banner), measured: rootMargin takes no var(). */
const topBarHeight = () =>
  `${Math.round(document.querySelector('header')?.getBoundingClientRect().bottom ?? 0)}px`;

/** True once `target` has scrolled up out of view (under the fixed top bar counts as out). */
function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // The root reaches far below the screen, so "not intersecting" means above it only, and a
    // jump from above to below (a scroll to the top) still crosses its edge and is reported.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(!entry.isIntersecting);
      },
      { rootMargin: `-${topBarHeight()} 0px 100000px 0px` },
    );
    observer.observe(element);
    const idle = window.requestIdleCallback?.(() => void loadStickyAddBar());
    return () => {
      observer.disconnect();
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [target]);
  return past;
}

function ProductDetail({ page }: { page: ProductPage }) {
  const { product, related } = page;
  const catalogueFacts = useCatalogueFacts();
  const addAndAnnounce = useAddToCart();
  const saved = useSavedProducts();
  const sizes = productSizes(product);
  const [size, setSize] = useState(sizes[0] ?? '');
  const [quantity, setQuantity] = useState(DEFAULT_QUANTITY);
  const category = categoryByName(product.category);
  // The chosen size's prices; the size always comes from `sizes`, so the fallback is never used.
  const prices = sizePrice(product, size) ?? firstSizePrice(product);
  const unit = payablePrice(prices);
  const buyButton = useRef<HTMLButtonElement>(null);
  const pastBuyButton = useScrolledPast(buyButton);

  const pageMeta = (
    <PageMeta
      title={product.name}
      description={product.description}
      type="product"
      image={product.image}
      priceCents={payablePrice(firstSizePrice(product))}
      jsonLd={[
        breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Shop', path: '/shop' },
          { name: product.category, path: `/shop?category=${category.slug}` },
          { name: product.name, path: `/product/${product.id}` },
        ]),
      ]}
    />
  );

  const addToCart = (item: Product) => (request: AddToCartRequest) => {
    addAndAnnounce(item.name, request);
  };

  const addSelection = () => addToCart(product)({ id: product.id, size, quantity });
  const noShipStates = statesNotShippingTo(product.category);

  return (
    <Container>
      {pageMeta}
      {/* What this page shows of the catalogue, for the browser to hydrate from. */}
      <PageData id={PRODUCT_PAGE_DATA} data={page} />
      <ProductJsonLdSection productId={product.id} category={product.category} />
      <div className={styles.page}>
        <div className={styles.main}>
          <div className={styles.artwork}>
            <img
              className={styles.image}
              src={product.image}
              alt={product.name}
              width={480}
              height={360}
              decoding="async"
              fetchPriority="high"
            />
            <TagList tags={product.tags} className={styles.tags} />
          </div>

          <section aria-labelledby="product-title" className={styles.info}>
            <div className={styles.titleBlock}>
              <h1 id="product-title" className={styles.title}>
                {product.name}
              </h1>
              {/* Drawn under the name; it leads to the shop filtered to this category. */}
              <p className={styles.category}>
                <Link to={`/shop?category=${category.slug}`}>{product.category}</Link>
              </p>
            </div>
            <Price {...prices} size="lg" />

            <section aria-labelledby="product-description">
              <h2 id="product-description" className={styles.sectionHeading}>
                Description
              </h2>
              <p className={styles.bodyText}>{product.description}</p>
            </section>

            <div className={styles.purchase}>
              <SizePicker sizes={sizes} value={size} onChange={setSize} />
              <QuantityStepper value={quantity} onChange={setQuantity} itemName={product.name} />
              <CardTotal amount={multiplyCents(unit, quantity)} />
              <Button ref={buyButton} size="lg" fullWidth onClick={addSelection}>
                <Icon name="cart" size={20} />
                Add to Cart
              </Button>
              <SaveButton
                look="text"
                productName={product.name}
                saved={saved.isSaved(product.id)}
                onToggle={() => saved.toggle(product.id)}
              />
              <p className={styles.shippingNote}>
                <Icon name="truck" size={18} className={styles.shippingIcon} />
                {shippingText.productNote}
              </p>
              {noShipStates.length > 0 ? (
                <p className={styles.shippingNote}>
                  <Icon name="alert" size={18} className={styles.shippingIcon} />
                  Does not ship to {noShipStates.join(', ')}.
                </p>
              ) : null}
            </div>

            <Link
              to="/shop"
              className={[buttonStyle({ variant: 'secondary' }), styles.backLink].join(' ')}
            >
              <Icon name="arrowLeft" size={18} />
              Back to Shop
            </Link>
          </section>
        </div>

        <UseSection productId={product.id} category={product.category} />

        <ProfileSection productId={product.id} category={product.category} />

        {product.category === 'Gummies' || product.category === 'Wellness & Botanicals' ? (
          <aside aria-label="Health and legal notice" className={styles.detailCard}>
            <p className={styles.bodyText}>
              {compliance.age} {compliance.federalHemp} {compliance.fda}
            </p>
          </aside>
        ) : null}

        <LabSection productId={product.id} category={product.category} />

        {related.length > 0 ? (
          <section aria-labelledby="related-products" className={styles.related}>
            <h2 id="related-products" className={styles.relatedTitle}>
              Related Products
            </h2>
            <ul role="list" className={styles.relatedGrid}>
              {related.map((item) => (
                <li key={item.id} className={styles.relatedItem}>
                  <ProductCard
                    product={item}
                    onAdd={addToCart(item)}
                    saved={saved.isSaved(item.id)}
                    onToggleSave={() => saved.toggle(item.id)}
                    factsLine={factsLineOf(catalogueFacts, item.id, item.category)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {/* Records this product as viewed, and shows the others looked at before. */}
        <RecentlyViewedSlot current={product.id} />
      </div>
      {pastBuyButton ? (
        <Suspense fallback={null}>
          <StickyAddBar shown name={product.name} {...prices} onAdd={addSelection} />
        </Suspense>
      ) : null}
    </Container>
  );
}
