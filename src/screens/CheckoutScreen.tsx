import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { loadApiClient } from '../api/loadApiClient';
import type { OrderDetails } from '../lib/apiTypes';
import { useCart } from '../cart/useCart';
import { PageMeta } from '../shell/PageMeta';
import { useHydrated } from '../shell/useHydrated';
import type { CartTotals } from '../cart/cart';
import type { Cart } from '../catalogue/types';
import { restrictionMessage, unshippableLines } from '../catalogue/shippingRestrictions';
import { CheckoutForm } from '../components/CheckoutForm';
import { Container } from '../components/Container';
import { OrderSummary } from '../components/OrderSummary';
import { SectionLoadFailed } from '../components/SectionLoadFailed';
import { ShippingRestriction } from '../components/ShippingRestriction';
import { sizeLabel } from '../lib/sizes';
import { stateName } from '../lib/usStates';
import type { ConfirmationState, PlacedOrder } from '../lib/placedOrder';
import * as styles from './CheckoutScreen.css';
import { PrerenderedFrame } from './PrerenderedFrame';
import * as frame from './screenFrame.css';

type OrderSnapshot = CartTotals & { lines: Cart };

/**
 * The demo checkout (docs/behaviour.md "Checkout"). It reads the shared cart, so a reload keeps it;
 * an empty cart goes to /cart. Only what an order needs reaches the API: the form hands over the
 * card's last four digits and never the number, expiry or security code. A placed order ends on the
 * confirmation page (docs/behaviour.md "Order confirmation").
 */
export function CheckoutScreen() {
  const cart = useCart();
  const navigate = useNavigate();
  // Once placed, the emptied cart must not send the shopper to /cart on the way to the confirmation.
  const [placed, setPlaced] = useState<OrderSnapshot | null>(null);
  const [shipState, setShipState] = useState('');
  // Items the chosen state does not accept (docs/behaviour.md "Shipping by state").
  const blocked = placed === null ? unshippableLines(cart.lines, shipState) : [];
  const hydrated = useHydrated();

  const pageMeta = (
    <PageMeta
      title={'Checkout'}
      description={
        'Review your order and enter your details. This is a demo checkout: nothing is charged.'
      }
    />
  );

  // The prerendered page cannot know the cart, and while it hydrates the cart is not read yet:
  // its frame only, and no redirect until the stored cart is in.
  if (!hydrated || !cart.ready) {
    return (
      <PrerenderedFrame title="Checkout" meta={pageMeta}>
        {cart.checkFailed ? <SectionLoadFailed what="items in your cart" href="/checkout" /> : null}
      </PrerenderedFrame>
    );
  }

  if (cart.lines.length === 0 && placed === null) return <Navigate to="/cart" replace />;

  const order: OrderSnapshot = placed ?? cart;

  const submit = async (details: OrderDetails) => {
    const lines = cart.lines;
    const ordered = lines.map(({ id, size, quantity }) => ({ id, size, quantity }));
    const refused = unshippableLines(lines, details.shipping.state);
    if (refused.length > 0) {
      const message = restrictionMessage(
        details.shipping.state,
        refused.map((line) => line.name),
      );
      return { status: 'invalid', message, fieldErrors: { state: message } } as const;
    }
    const { placeOrder } = await loadApiClient();
    const outcome = await placeOrder({ ...details, lines: ordered });
    if (outcome.status === 'success') {
      const totals = {
        count: cart.count,
        subtotal: cart.subtotal,
        shipping: cart.shipping,
        total: cart.total,
      };
      setPlaced({ lines, ...totals });
      // City and state only: the street, the names and the card stay out of history and storage.
      const order: PlacedOrder = {
        orderNumber: outcome.orderId,
        lines,
        subtotal: totals.subtotal,
        shipping: totals.shipping,
        total: totals.total,
        shipTo: { city: details.shipping.city.trim(), state: details.shipping.state },
      };
      const state: ConfirmationState = { order };
      // Only what was ordered: a line added in another tab meanwhile stays in the cart.
      cart.removeOrdered(ordered);
      // Replace: Back leaves the confirmation for the page before checkout, never for this form.
      // The page keeps the order it is handed (the route table's '/order-confirmation').
      navigate('/order-confirmation', { replace: true, state });
    }
    return outcome;
  };

  return (
    <Container className={frame.screen}>
      {pageMeta}
      <div className={frame.page}>
        <h1 className={frame.title}>Checkout</h1>
        <div className={styles.layout}>
          <div className={styles.summary}>
            <OrderSummary
              variant="compact"
              lines={order.lines}
              subtotal={order.subtotal}
              shipping={order.shipping}
              total={order.total}
            />
          </div>
          <div className={styles.form}>
            <CheckoutForm
              total={order.total}
              onSubmit={submit}
              onStateChange={setShipState}
              stateNotice={
                blocked.length > 0 ? (
                  <ShippingRestriction
                    stateName={stateName(shipState)}
                    items={blocked.map((line) => ({
                      key: `${line.id}|${line.size}`,
                      name: line.name,
                      sizeLabel: sizeLabel(line.size) ?? undefined,
                    }))}
                    onRemove={(item) => {
                      const line = blocked.find(
                        (candidate) => `${candidate.id}|${candidate.size}` === item.key,
                      );
                      if (line) cart.remove(line.id, line.size);
                    }}
                  />
                ) : null
              }
            />
          </div>
        </div>
      </div>
    </Container>
  );
}
