import type { ItemId } from '../catalogue/types';
import type { CheckoutField, OrderDetails } from './forms/checkout';

// The request bodies come from the form schemas in src/lib/forms/: each field is written there once.
export type { CheckoutField, OrderDetails, ShippingAddress } from './forms/checkout';
export type { NewsletterField, NewsletterSignup } from './forms/newsletter';
export type { WholesaleApplication, WholesaleField, WholesaleState } from './forms/wholesale';

/**
 * What every submission can come back as. Forms take `onSubmit: (values) => Promise<SubmitOutcome<Field>>`
 * and the API client returns the same shapes, so a screen passes one straight to the other.
 */
export type SubmitOutcome<Field extends string> =
  | { status: 'success' }
  /** 422: the server checked the fields and names what is wrong with each. */
  | { status: 'invalid'; fieldErrors: Partial<Record<Field, string>>; message: string }
  /**
   * 5xx, offline or timed out: nothing was saved; the visitor may try again. 'reload': the code
   * that sends the form could not load and this page cannot load it again (docs/behaviour.md
   * "Browsers that keep a failed import"); only a page reload can.
   */
  | { status: 'failed'; reason: 'server' | 'network' | 'timeout' | 'reload'; message: string };

/** What placing an order comes back as: a success carries the API's reference for the order. */
export type OrderOutcome =
  | { status: 'success'; orderId: string }
  | Exclude<SubmitOutcome<CheckoutField>, { status: 'success' }>;

export interface OrderLineRequest {
  id: ItemId;
  size: string;
  quantity: number;
}

/** The body of POST /api/orders: the form's details (see the checkout schema) and the cart lines. */
export interface OrderRequest extends OrderDetails {
  lines: readonly OrderLineRequest[];
}
