import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAddToCart } from '../cart/useAddToCart';
import type { Product } from '../catalogue/types';
import { Button, buttonStyle } from '../components/Button';
import { Container } from '../components/Container';
import { EmptyState } from '../components/EmptyState';
import { Icon } from '../components/Icon';
import { ProductCard } from '../components/ProductCard';
import { StorageNote } from '../components/StorageNote';
import { useSavedProducts } from '../saved/useSavedProducts';
import { MAIN_ID } from '../shell/ids';
import { PageMeta } from '../shell/PageMeta';
import { useToasts } from '../shell/toasts';
import { useHydrated } from '../shell/useHydrated';
import * as styles from './SavedScreen.css';
import { LoadFailedFrame, PrerenderedFrame } from './PrerenderedFrame';
import * as frame from './screenFrame.css';
import { factsLineOf, useCatalogueFacts } from './deferredFacts';
import { deferredChunk } from './deferredSections';
import { useDeferredChunk } from './useDeferredChunk';

/**
 * The products with their copy (src/catalogue/products.ts): what is saved is known only once the
 * app runs, so the page's first load does without the catalogue and loads it when storage holds a
 * product (docs/architecture.md "The catalogue loads when needed").
 */
const productsChunk = deferredChunk(() => import('../catalogue/products'));

/**
 * The cards' facts come in a chunk of their own (src/screens/deferredFacts.tsx). The products are
 * not waited for here: with nothing saved the page needs none of them.
 */
export { loadCatalogueFacts as loadDeferredSections } from './deferredFacts';

function savedCountLabel(count: number): string {
  return `${count} saved ${count === 1 ? 'product' : 'products'}`;
}

/** The page's heading, whichever state shows it (list or empty state). */
function focusHeading() {
  const heading = document.getElementById(MAIN_ID)?.querySelector<HTMLElement>('h1');
  if (!heading) return;
  heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * The saved products (docs/behaviour.md "Saved and recently viewed"): each as a shop
 * card, to add to the cart or unsave, with 'Clear saved'; an empty state leads to the shop.
 */
export function SavedScreen() {
  const saved = useSavedProducts();
  const catalogueFacts = useCatalogueFacts();
  const addToCart = useAddToCart();
  const { showToast } = useToasts();
  const hydrated = useHydrated();
  // An unsaved card or 'Clear saved' takes the focused button away: focus goes to the heading.
  const refocus = useRef(false);
  const catalogue = useDeferredChunk(productsChunk, saved.ids.length > 0);
  const products = catalogue.module
    ? saved.ids
        .map(catalogue.module.findProduct)
        .filter((product): product is Product => product !== undefined)
    : [];
  const count = products.length;

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    focusHeading();
  }, [count]);

  const pageMeta = (
    <PageMeta
      title="Saved Products"
      description="The products you saved on this device, ready to add to your cart."
    />
  );

  // The prerendered page cannot know what was saved: its frame only, so the empty state never
  // flashes before the list (docs/architecture.md "Hydration").
  if (!hydrated || (saved.ids.length > 0 && !catalogue.module && !catalogue.failed)) {
    return <PrerenderedFrame title="Saved Products" meta={pageMeta} />;
  }
  // The products did not load: say so, and never that nothing is saved.
  if (catalogue.failed) return <LoadFailedFrame title="Saved Products" what="saved products" />;

  const storageNote = saved.persistent ? null : (
    <StorageNote>
      This browser won&apos;t let us keep your saved products, so they will be lost when you close
      this page.
    </StorageNote>
  );

  if (count === 0) {
    return (
      <Container className={frame.screen}>
        {pageMeta}
        <div className={styles.empty}>
          {storageNote}
          <EmptyState
            headingLevel={1}
            icon="heart"
            title="No Saved Products Yet"
            description="Press the heart on any product to keep it here for later."
            action={
              <Link to="/shop" className={buttonStyle({ variant: 'primary', size: 'lg' })}>
                Browse the Shop
              </Link>
            }
          />
        </div>
      </Container>
    );
  }

  const unsave = (product: Product) => {
    refocus.current = true;
    saved.toggle(product.id);
    showToast({ title: 'Removed from saved', description: product.name, tone: 'info' });
  };

  return (
    <Container className={frame.screen}>
      {pageMeta}
      <div className={frame.page}>
        <div className={styles.header}>
          <div>
            <h1 className={frame.title}>Saved Products</h1>
            <p role="status" className={styles.count}>
              {savedCountLabel(count)}
            </p>
          </div>
          <Button
            variant="secondary"
            onClick={() => {
              refocus.current = true;
              saved.clear();
              showToast({ title: 'Saved products cleared', tone: 'info' });
            }}
          >
            <Icon name="trash" size={18} />
            Clear saved
          </Button>
        </div>
        {storageNote}
        <ul role="list" aria-label="Saved products" className={styles.grid}>
          {products.map((product, index) => (
            <li key={product.id} className={styles.gridItem}>
              <ProductCard
                product={product}
                headingLevel={2}
                // The first row, as on the shop, loads its artwork at once.
                imageLoading={index < 4 ? 'eager' : 'lazy'}
                onAdd={(request) => addToCart(product.name, request)}
                saved
                onToggleSave={() => unsave(product)}
                factsLine={factsLineOf(catalogueFacts, product.id, product.category)}
              />
            </li>
          ))}
        </ul>
      </div>
    </Container>
  );
}
