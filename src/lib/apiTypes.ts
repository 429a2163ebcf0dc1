import type { ItemId } from '../catalogue/types';

/**
 * What every submission can come back as. Forms take `onSubmit: (values) => Promise<SubmitOutcome<Field>>`
 * and the API client returns the same shapes, so a screen passes one straight to the other.
 */
export type SubmitOutcome<Field extends string> =
  | { status: 'success' }
  /** 422: the server checked the fields and names what is wrong with each. */
  | { status: 'invalid'; fieldErrors: Partial<Record<Field, string>>; message: string }
  /** 5xx, offline or timed out: nothing was saved; the visitor may try again. */
  | { status: 'failed'; reason: 'server' | 'network' | 'timeout'; message: string };

export interface OrderLineRequest {
  id: ItemId;
  size: string;
  quantity: number;
}

export interface ShippingAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  /** Two-letter USPS code, e.g. 'CA'. */
  state: string;
  zipCode: string;
}

/**
 * What CheckoutForm hands out on a valid submit. The full card number, expiry and CVV never
 * leave the form: only the last four digits do.
 */
export interface OrderDetails {
  email: string;
  shipping: ShippingAddress;
  nameOnCard: string;
  cardLast4: string;
}

/** The body of POST /api/orders. */
export interface OrderRequest extends OrderDetails {
  lines: readonly OrderLineRequest[];
}

export type CheckoutField =
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'nameOnCard'
  | 'cardNumber'
  | 'expiryDate'
  | 'cvv'
  | 'legalAccepted';

/** SPEC point 3's wholesale states. */
export const wholesaleStates = [
  'California',
  'Colorado',
  'New York',
  'Washington',
  'Oregon',
  'Nevada',
  'Michigan',
  'Illinois',
  'Massachusetts',
  'Arizona',
  'Other',
] as const;
export type WholesaleState = (typeof wholesaleStates)[number];

/** The body of POST /api/wholesale. */
export interface WholesaleApplication {
  name: string;
  email: string;
  storeName: string;
  state: WholesaleState | '';
  message: string;
}
export type WholesaleField = keyof WholesaleApplication;

/** The body of POST /api/newsletter. */
export interface NewsletterSignup {
  email: string;
}
export type NewsletterField = keyof NewsletterSignup;
