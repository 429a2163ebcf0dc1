import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Container } from '../components/Container';
import { OrderConfirmation } from '../components/OrderConfirmation';
import { SectionLoadFailed } from '../components/SectionLoadFailed';
import { useListings } from '../shell/useListings';
import { PLACED_ORDER_KEY, type PlacedOrder } from '../lib/placedOrder';
import { parsePlacedOrder, readPlacedOrder } from '../lib/placedOrderCheck';
import { PageMeta } from '../shell/PageMeta';
import { PrerenderedFrame } from './PrerenderedFrame';
import * as frame from './screenFrame.css';

/** The order checkout handed over in router state, checked like a stored one. */
function passedOrder(state: unknown): PlacedOrder | null {
  if (typeof state !== 'object' || state === null || !('order' in state)) return null;
  return readPlacedOrder(state.order);
}

/** The order this visit placed last, checked; null when there is none or storage throws. */
function storedOrder(): PlacedOrder | null {
  try {
    return parsePlacedOrder(window.sessionStorage.getItem(PLACED_ORDER_KEY));
  } catch {
    return null;
  }
}

/** Keeps the order for the rest of the visit; false when sessionStorage is blocked or full. */
function keepOrder(order: PlacedOrder): boolean {
  try {
    window.sessionStorage.setItem(PLACED_ORDER_KEY, JSON.stringify(order));
    return true;
  } catch {
    return false;
  }
}

/**
 * The placed demo order (docs/behaviour.md "Order confirmation"). Checkout hands it over in
 * router state; the page keeps it in sessionStorage and drops it from the history entry, so a
 * reload shows what storage holds (a broken or tampered value is no order: the page goes to
 * /cart). Where storage refuses it, it stays in the history entry and the page says so.
 */
export function OrderConfirmationScreen() {
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  // The order's lines are checked against the listings (loaded here, not with every page's entry);
  // they count as loaded only once the page has hydrated.
  const listings = useListings(true);
  const passed = useMemo(
    () => (listings.loaded ? passedOrder(state) : null),
    [listings.loaded, state],
  );
  // Written while rendering, once per hand-over: the same value each time, and the note below
  // needs the answer in this render rather than a frame later.
  const kept = useMemo(() => passed === null || keepOrder(passed), [passed]);
  // Read again whenever the history entry changes (the hand-over is dropped once stored).
  const stored = useMemo(
    () => (listings.loaded && passed === null ? storedOrder() : null),
    [listings.loaded, passed],
  );
  const order = passed ?? stored;

  useEffect(() => {
    // Stored: the history entry lets go of it, so a reload reads storage alone.
    if (passed !== null && kept) navigate(pathname, { replace: true, state: null });
  }, [passed, kept, pathname, navigate]);

  const pageMeta = (
    <PageMeta
      title={'Order Confirmation'}
      description={'Your demo order at Silk Road: nothing was sent and nothing was charged.'}
    />
  );

  // The prerendered page cannot know the order: its frame only, and no redirect until hydrated
  // and the listings are here to check it.
  if (!listings.loaded) {
    return (
      <PrerenderedFrame title="Order Confirmation" meta={pageMeta}>
        {listings.failed ? (
          <SectionLoadFailed what="details of your order" href="/order-confirmation" />
        ) : null}
      </PrerenderedFrame>
    );
  }

  if (order === null) return <Navigate to="/cart" replace />;

  return (
    <Container className={frame.screen}>
      {pageMeta}
      <div className={frame.page}>
        <OrderConfirmation order={order} kept={kept} />
      </div>
    </Container>
  );
}
