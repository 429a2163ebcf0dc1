import type { Cart, Cents } from '../catalogue/types';

/**
 * A placed demo order as the confirmation page shows it (docs/behaviour.md "Order
 * confirmation"). Checkout hands it over in router state and imports only its types, so nothing of
 * this module or of its check (placedOrderCheck.ts) weighs on /checkout's first load.
 */

/** What the confirmation says; the one place this text is written. */
export const ORDER_PLACED_MESSAGE = 'Order placed successfully! (This is a demo)';

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

/** The confirmation page's router state: the order checkout hands over, kept there until stored. */
export interface ConfirmationState {
  order: PlacedOrder;
}
