import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { MAIN_ID } from '../shell/ids';
import { useToasts } from '../shell/toasts';
import { PageMeta } from '../shell/PageMeta';
import { useHydrated } from '../shell/useHydrated';
import { useCart } from '../cart/useCart';
import type { CartLine as CartLineData } from '../catalogue/types';
import { buttonStyle } from '../components/Button';
import { CartLine } from '../components/CartLine';
import { Container } from '../components/Container';
import { EmptyState } from '../components/EmptyState';
import { OrderSummary } from '../components/OrderSummary';
import { SectionLoadFailed } from '../components/SectionLoadFailed';
import { StorageNote } from '../components/StorageNote';
import { sizeLabel } from '../lib/sizes';
import * as styles from './CartScreen.css';
import { PrerenderedFrame } from './PrerenderedFrame';
import * as frame from './screenFrame.css';

/** Said on the page (not only in the one-off toast) while storage refuses the cart. */
function CartStorageNote() {
  return (
    <StorageNote>
      This browser won&apos;t let us save your cart, so it will be lost when you close this page.
    </StorageNote>
  );
}

/** The cart (docs/behaviour.md "Screens"): lines with quantity controls, the order summary, and the way on. */
export function CartScreen() {
  const cart = useCart();
  const { showToast } = useToasts();
  const heading = useRef<HTMLHeadingElement>(null);
  // A removed line takes its focused button with it: focus then moves to the page heading.
  const refocus = useRef(false);
  const lineCount = cart.lines.length;
  const hydrated = useHydrated();

  const pageMeta = (
    <PageMeta
      title={'Your Cart'}
      description={
        'Review the items in your Silk Road cart, change quantities and go on to the demo checkout.'
      }
    />
  );

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    (heading.current ?? document.getElementById(MAIN_ID))?.focus();
  }, [lineCount]);

  const remove = (line: CartLineData) => {
    refocus.current = true;
    cart.remove(line.id, line.size);
    // Said aloud and shown: the line, and the button that was focused, are gone.
    const size = sizeLabel(line.size);
    showToast({
      title: 'Removed from cart',
      description: size ? `${line.name} (${size})` : line.name,
      tone: 'info',
    });
  };

  // The prerendered page cannot know the cart, nor can the app before the listings its lines are
  // checked against have loaded: its frame only, so an empty-cart message never flashes before the
  // lines (docs/architecture.md "Hydration"). Listings that did not load are said, not hidden.
  if (!hydrated || !cart.ready) {
    return (
      <PrerenderedFrame title="Your Cart" meta={pageMeta}>
        {cart.checkFailed ? <SectionLoadFailed what="items in your cart" href="/cart" /> : null}
      </PrerenderedFrame>
    );
  }

  if (lineCount === 0) {
    return (
      <Container className={frame.screen}>
        {pageMeta}
        <div className={styles.empty}>
          {cart.persistent ? null : <CartStorageNote />}
          <EmptyState
            headingLevel={1}
            icon="cart"
            title="Your Cart is Empty"
            description="Discover our premium cannabis collection"
            action={
              <Link to="/" className={buttonStyle({ variant: 'primary', size: 'lg' })}>
                Shop Strains
              </Link>
            }
          />
        </div>
      </Container>
    );
  }

  return (
    <Container className={frame.screen}>
      {pageMeta}
      <div className={frame.page}>
        <h1 ref={heading} tabIndex={-1} className={frame.title}>
          Your Cart
        </h1>
        {cart.persistent ? null : <CartStorageNote />}
        <div className={styles.layout}>
          <ul role="list" aria-label="Items in your cart" className={styles.lines}>
            {cart.lines.map((line) => (
              <li key={`${line.id}|${line.size}`}>
                <CartLine
                  line={line}
                  headingLevel={2}
                  onQuantityChange={(quantity) =>
                    quantity < 1 ? remove(line) : cart.setQuantity(line.id, line.size, quantity)
                  }
                  onRemove={() => remove(line)}
                />
              </li>
            ))}
          </ul>
          <div className={styles.summary}>
            <OrderSummary
              lines={cart.lines}
              subtotal={cart.subtotal}
              shipping={cart.shipping}
              total={cart.total}
            >
              <Link
                to="/checkout"
                className={buttonStyle({ variant: 'primary', size: 'lg', fullWidth: true })}
              >
                Proceed to Checkout
              </Link>
              <Link
                to="/"
                className={buttonStyle({ variant: 'secondary', size: 'lg', fullWidth: true })}
              >
                Continue Shopping
              </Link>
            </OrderSummary>
          </div>
        </div>
      </div>
    </Container>
  );
}
