import type { Cart, Cents } from '../catalogue/types';

/**
 * A placed demo order as the confirmation page shows it (README "Behaviour notes", Order
 * confirmation). Checkout writes it; only src/lib/placedOrderCheck.ts reads it back, so the
 * checkout's chunk does not carry the check.
 */

/** What the confirmation says; the one place this text is written. */
export const ORDER_PLACED_MESSAGE = 'Order placed successfully! (This is a demo)';

/** The page a placed order ends on. */
export const ORDER_CONFIRMATION_PATH = '/order-confirmation';

/** sessionStorage key of the order placed last in this visit. */
export const PLACED_ORDER_KEY = 'placed-order';

/** Where the order ships: the city and the state's two-letter code, never the street or a name. */
export interface ShipTo {
  city: string;
  state: string;
}

export interface PlacedOrder {
  /** The order API's reference for the order (the demo API makes one up, e.g. ORDER-3F9A1C20). */
  orderNumber: string;
  /** The lines as ordered, priced from the catalogue. */
  lines: Cart;
  subtotal: Cents;
  shipping: Cents;
  total: Cents;
  shipTo: ShipTo;
}

/** The confirmation page's router state: the order itself, only when sessionStorage refused it. */
export interface ConfirmationState {
  order: PlacedOrder;
}
