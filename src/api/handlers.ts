import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { findListing } from '../catalogue/listings';
import { isValidSize } from '../catalogue/pricing';
import { restrictionMessage, unshippableLines } from '../catalogue/shippingRestrictions';
import { findStrain } from '../catalogue/strains';
import type { ItemId } from '../catalogue/types';
import { MAX_QUANTITY, MIN_QUANTITY } from '../lib/quantity';
import {
  orderBodyNames,
  secretCheckoutNames,
  shippingNames,
  validateOrderDetails,
  type CheckoutField,
  type OrderDetails,
} from '../lib/forms/checkout';
import { newsletterFieldNames, validateNewsletter } from '../lib/forms/newsletter';
import type { FieldErrors } from '../lib/forms/schema';
import { validateWholesale, wholesaleFieldNames } from '../lib/forms/wholesale';

/**
 * The demo API: what a careful server would answer to the three form endpoints. The demo build
 * runs these in the browser (demoApi.ts); stories and tests use them, and the fixed answers of
 * `scenarios.ts`, which the build never loads.
 */

export const apiPaths = {
  orders: '/api/orders',
  wholesale: '/api/wholesale',
  newsletter: '/api/newsletter',
} as const;

// '*' matches any origin: the same origin in the demo build, http://localhost in node tests.
export const anyOrigin = (path: string) => `*${path}`;

type Json = Record<string, unknown>;

// The keys each body may carry come from the form schemas (src/lib/forms/).
const orderKeys = ['lines', ...orderBodyNames, 'shipping', 'cardLast4'];
const lineKeys = ['id', 'size', 'quantity'] as const;
const MAX_ORDER_LINES = 100;

export const messages = {
  notJson: 'The request body must be a JSON object.',
  unexpectedKeys: 'The request carries fields this service does not accept.',
  wrongType: 'Every field must be text.',
  checkFields: 'Please check the highlighted fields.',
  cardDetails:
    'Card details must never be sent. Only the last four digits of the card are accepted.',
  cardField: 'Full card details are not accepted here.',
  emptyOrder: 'Your cart is empty. Add something before placing an order.',
  unknownItem: 'Some items in your cart are no longer available. Please review your cart.',
  quantity: `Quantities must be whole numbers from ${MIN_QUANTITY} to ${MAX_QUANTITY}. Please review your cart.`,
} as const;

export interface HandlerOptions {
  /** Milliseconds before each answer; default a realistic 400-600 ms. Tests pass 0. */
  latencyMs?: number | (() => number);
  /**
   * The reference a placed order gets; default a random one (ORDER-3F9A1C20). Stories pass a
   * fixed one, so the confirmation page's picture is the same on every run.
   */
  orderId?: () => string;
}

const realisticLatency = () => 400 + Math.round(Math.random() * 200);

/** The demo API's handlers: validate like the forms, answer 201, 422 or 400. */
export function createHandlers({
  latencyMs = realisticLatency,
  orderId = () => demoId('ORDER'),
}: HandlerOptions = {}): HttpHandler[] {
  const wait = async () => {
    const ms = typeof latencyMs === 'function' ? latencyMs() : latencyMs;
    if (ms > 0) await delay(ms);
  };

  return [
    http.post(anyOrigin(apiPaths.orders), async ({ request }) => {
      await wait();
      const body = await readJsonObject(request);
      if (!body) return badRequest(messages.notJson);
      return answerOrder(body, orderId);
    }),
    http.post(anyOrigin(apiPaths.wholesale), async ({ request }) => {
      await wait();
      const body = await readJsonObject(request);
      if (!body) return badRequest(messages.notJson);
      return answerWholesale(body);
    }),
    http.post(anyOrigin(apiPaths.newsletter), async ({ request }) => {
      await wait();
      const body = await readJsonObject(request);
      if (!body) return badRequest(messages.notJson);
      return answerNewsletter(body);
    }),
  ];
}

/** The default demo set. */
export const handlers: HttpHandler[] = createHandlers();

function answerOrder(body: Json, orderId: () => string): Response {
  const cardErrors: FieldErrors<CheckoutField> = {};
  const shippingBody = body.shipping;
  // Only `cardLast4` may leave the checkout form; the card fields themselves never may.
  for (const key of secretCheckoutNames) {
    if (key in body || (isJsonObject(shippingBody) && key in shippingBody)) {
      cardErrors[key] = messages.cardField;
    }
  }
  if (Object.keys(cardErrors).length > 0) return invalid(messages.cardDetails, cardErrors);

  if (!hasOnlyKeys(body, orderKeys)) return badRequest(messages.unexpectedKeys);
  const shipping = shippingBody === undefined ? {} : shippingBody;
  if (!isJsonObject(shipping) || !hasOnlyKeys(shipping, shippingNames)) {
    return badRequest(messages.unexpectedKeys);
  }

  const top = textFields(body, orderBodyNames);
  const address = textFields(shipping, shippingNames);
  const cardLast4 = textField(body, 'cardLast4');
  if (!top || !address || cardLast4 === null) return badRequest(messages.wrongType);
  const details: OrderDetails = { ...top, shipping: address, cardLast4 };
  const { state } = address;

  // The same rules as the checkout form, including cardLast4 being exactly four digits.
  const fieldErrors = validateOrderDetails(details);

  const linesProblem = checkLines(body.lines);
  if (linesProblem === 'malformed') return badRequest(messages.unexpectedKeys);
  if (linesProblem || Object.keys(fieldErrors).length > 0) {
    return invalid(linesProblem ?? messages.checkFields, fieldErrors);
  }
  // The state's shipping rules, as checkout applies them (docs/behaviour.md "Shipping by state").
  const refused = unshippableLines(body.lines as readonly { id: ItemId }[], state);
  if (refused.length > 0) {
    const message = restrictionMessage(
      state,
      refused.map((line) => itemName(line.id)),
    );
    return invalid<CheckoutField>(message, { state: message });
  }
  return HttpResponse.json({ orderId: orderId() }, { status: 201 });
}

/** What is wrong with an order's lines, as a message for the visitor; undefined when they are fine. */
function checkLines(lines: unknown): string | 'malformed' | undefined {
  if (lines === undefined) return messages.emptyOrder;
  if (!Array.isArray(lines)) return 'malformed';
  if (lines.length === 0) return messages.emptyOrder;
  if (lines.length > MAX_ORDER_LINES) return messages.unknownItem;
  for (const line of lines) {
    if (!isJsonObject(line) || !hasOnlyKeys(line, lineKeys)) return 'malformed';
    const id = catalogueId(line.id);
    if (id === undefined || typeof line.size !== 'string' || !isValidSize(id, line.size)) {
      return messages.unknownItem;
    }
    const { quantity } = line;
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < MIN_QUANTITY ||
      quantity > MAX_QUANTITY
    ) {
      return messages.quantity;
    }
  }
  return undefined;
}

/** A catalogue item's name for the visitor. */
function itemName(id: ItemId): string {
  return (typeof id === 'number' ? findListing(id)?.name : findStrain(id)?.name) ?? String(id);
}

/** The catalogue's own id for a line's id, or undefined when no product or strain has it. */
function catalogueId(id: unknown): ItemId | undefined {
  if (typeof id === 'number') return findListing(id)?.id;
  if (typeof id === 'string') return findStrain(id)?.id;
  return undefined;
}

function answerWholesale(body: Json): Response {
  if (!hasOnlyKeys(body, wholesaleFieldNames)) return badRequest(messages.unexpectedKeys);
  const application = textFields(body, wholesaleFieldNames);
  if (!application) return badRequest(messages.wrongType);
  const fieldErrors = validateWholesale(application);
  if (Object.keys(fieldErrors).length > 0) return invalid(messages.checkFields, fieldErrors);
  return HttpResponse.json({ applicationId: demoId('WHOLESALE') }, { status: 201 });
}

function answerNewsletter(body: Json): Response {
  if (!hasOnlyKeys(body, newsletterFieldNames)) return badRequest(messages.unexpectedKeys);
  const signup = textFields(body, newsletterFieldNames);
  if (!signup) return badRequest(messages.wrongType);
  const { email: error } = validateNewsletter(signup);
  if (error !== undefined) return invalid(error, { email: error });
  return HttpResponse.json({ subscribed: true }, { status: 201 });
}

async function readJsonObject(request: Request): Promise<Json | undefined> {
  try {
    const parsed: unknown = JSON.parse(await request.text());
    return isJsonObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function isJsonObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasOnlyKeys(value: Json, allowed: readonly string[]): boolean {
  return Object.keys(value).every((key) => allowed.includes(key));
}

/** A text field's value: '' when absent (the validators then say it is required), null when not text. */
function textField(value: Json, key: string): string | null {
  const field = value[key];
  if (field === undefined) return '';
  return typeof field === 'string' ? field : null;
}

/** The named text fields, or undefined when any of them is not text. */
function textFields<Key extends string>(
  value: Json,
  keys: readonly Key[],
): Record<Key, string> | undefined {
  const fields: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const field = textField(value, key);
    if (field === null) return undefined;
    fields[key] = field;
  }
  return fields as Record<Key, string>;
}

function invalid<Field extends string>(message: string, fieldErrors: FieldErrors<Field>): Response {
  return HttpResponse.json({ message, fieldErrors }, { status: 422 });
}

function badRequest(message: string): Response {
  return HttpResponse.json({ message }, { status: 400 });
}

/** A short random reference such as ORDER-3F9A1C20 (getRandomValues works outside secure contexts too). */
function demoId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${prefix}-${hex.toUpperCase()}`;
}
