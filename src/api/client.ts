import {
  checkoutFieldNames,
  isCardLast4,
  orderDetailsOf,
  type CheckoutField,
} from '../lib/forms/checkout';
import { pick } from '../lib/forms/schema';
import { newsletterFieldNames, type NewsletterField } from '../lib/forms/newsletter';
import {
  wholesaleFieldNames,
  type WholesaleApplication,
  type WholesaleField,
} from '../lib/forms/wholesale';
import { demoFetch, ensureDemoApi } from './demoApi';
import { LoadFailureKept } from './site';
import type { OrderOutcome, OrderRequest, SubmitOutcome } from '../lib/apiTypes';

/**
 * The one API client for the three forms. Every call resolves to a SubmitOutcome and never
 * throws, so a screen hands the result straight to its form.
 */

export interface ApiClientOptions {
  /** Origin (and path prefix) of the API; '' means the page's own origin. */
  baseUrl?: string;
  /** How long to wait for an answer before giving up, in milliseconds. */
  timeoutMs?: number;
  /**
   * Awaited before each request (the demo build starts its in-browser API here). Its own time
   * does not count against `timeoutMs`; it has `prepareTimeoutMs` instead. If it rejects,
   * nothing is sent and the call fails as 'unavailable' ('reload' for LoadFailureKept).
   */
  beforeRequest?: () => Promise<void>;
  /** How long beforeRequest may take, in milliseconds. */
  prepareTimeoutMs?: number;
  /** Sends the request; defaults to the global fetch, looked up at call time. */
  fetch?: (request: Request) => Promise<Response>;
}

export interface ApiClient {
  placeOrder(order: OrderRequest): Promise<OrderOutcome>;
  submitWholesaleApplication(app: WholesaleApplication): Promise<SubmitOutcome<WholesaleField>>;
  subscribe(email: string): Promise<SubmitOutcome<NewsletterField>>;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
/** Loading the demo API's code on a slow link can take longer than an answer should. */
export const DEFAULT_PREPARE_TIMEOUT_MS = 60_000;

type MessageKind =
  | 'server'
  | 'network'
  | 'timeout'
  | 'invalid'
  | 'unexpected'
  | 'unavailable'
  /** The code failed to load again and this browser will not fetch it again in this page. */
  | 'reload';

type Success = { status: 'success' };
/** Anything but a success: what the form shows when nothing was saved. */
type NotDone<Field extends string> = Exclude<SubmitOutcome<Field>, Success>;

interface Endpoint<Field extends string, Done extends Success = Success> {
  path: string;
  fields: readonly Field[];
  /** The success a JSON body stands for (an order id, an application id, a sign-up), else undefined. */
  successOf: (body: Record<string, unknown>) => Done | undefined;
  messages: Record<MessageKind, string>;
}

const nonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';
const success = { status: 'success' } as const;

const orders: Endpoint<CheckoutField, Extract<OrderOutcome, Success>> = {
  path: '/api/orders',
  fields: checkoutFieldNames,
  // The API's reference for the order: the confirmation page shows it.
  successOf: ({ orderId }) =>
    nonEmptyString(orderId) ? { status: 'success', orderId: orderId.trim() } : undefined,
  messages: {
    unexpected:
      'The server answered unexpectedly, so we cannot confirm your order. Please try again in a moment.',
    unavailable:
      'The order service could not load, so nothing was sent or charged. Check your connection and try again.',
    reload:
      'The order service still could not load in this page, so nothing was sent or charged. Reload the page and place your order again; your cart is kept.',
    server:
      'Our order service ran into a problem. Nothing was charged. Please try again in a moment.',
    network: 'You appear to be offline. Nothing was charged. Check your connection and try again.',
    timeout:
      'Our order service is taking too long to answer. Nothing was charged. Please try again in a moment.',
    invalid: 'Please check the highlighted fields.',
  },
};

const wholesale: Endpoint<WholesaleField> = {
  path: '/api/wholesale',
  fields: wholesaleFieldNames,
  successOf: (body) => (nonEmptyString(body.applicationId) ? success : undefined),
  messages: {
    unexpected:
      'The server answered unexpectedly, so we cannot confirm your application. Your answers are still here. Please try again in a moment.',
    unavailable:
      'The application service could not load, so nothing was sent. Your answers are still here. Check your connection and try again.',
    reload:
      'The application service still could not load in this page, so nothing was sent. Reload the page and send your application again.',
    server:
      "We couldn't send your application. Your answers are still here. Please try again in a moment.",
    network:
      'You appear to be offline. Your answers are still here. Check your connection and try again.',
    timeout:
      'Our application service is taking too long to answer. Your answers are still here. Please try again in a moment.',
    invalid: 'Please check the highlighted fields.',
  },
};

const newsletter: Endpoint<NewsletterField> = {
  path: '/api/newsletter',
  fields: newsletterFieldNames,
  successOf: (body) => (body.subscribed === true ? success : undefined),
  messages: {
    unexpected:
      'The server answered unexpectedly, so we cannot confirm your sign-up. Please try again in a moment.',
    unavailable:
      'The sign-up service could not load, so nothing was sent. Check your connection and try again.',
    reload:
      'The sign-up service still could not load in this page, so nothing was sent. Reload the page and try again.',
    server: "We couldn't sign you up just now. Please try again in a moment.",
    network: 'You appear to be offline. Check your connection and try again.',
    timeout: 'Our sign-up service is taking too long to answer. Please try again in a moment.',
    invalid: 'Please check your email address.',
  },
};

const timedOut = Symbol('timed out');
const unavailable = Symbol('unavailable');
const needsReload = Symbol('needs reload');

export function createApiClient({
  baseUrl = '',
  timeoutMs = DEFAULT_TIMEOUT_MS,
  prepareTimeoutMs = DEFAULT_PREPARE_TIMEOUT_MS,
  beforeRequest,
  fetch: send = (request) => globalThis.fetch(request),
}: ApiClientOptions = {}): ApiClient {
  const origin = baseUrl.replace(/\/+$/, '');

  async function post<Field extends string, Done extends Success>(
    endpoint: Endpoint<Field, Done>,
    body: unknown,
  ): Promise<Done | NotDone<Field>> {
    if (beforeRequest) {
      // Its download must not eat into the answer's time (docs/behaviour.md "Only the API's answer
      // counts as success").
      const preparing = new AbortController();
      const prepareTimer = setTimeout(() => preparing.abort(timedOut), prepareTimeoutMs);
      try {
        await untilAborted(
          beforeRequest().catch((error: unknown) =>
            Promise.reject(error instanceof LoadFailureKept ? needsReload : unavailable),
          ),
          preparing.signal,
        );
      } catch (reason) {
        if (reason === needsReload) return failed('reload', endpoint);
        return reason === unavailable
          ? failed('network', endpoint, 'unavailable')
          : failed('timeout', endpoint);
      } finally {
        clearTimeout(prepareTimer);
      }
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(timedOut), timeoutMs);
    try {
      const request = new Request(`${origin}${endpoint.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      const response = await send(request);
      if (response.ok) {
        // Only the API's own JSON answer counts: a host's fallback page or an empty 200 does not.
        const answer = await readJsonObject(response);
        return (answer && endpoint.successOf(answer)) ?? failed('server', endpoint, 'unexpected');
      }
      if (response.status === 422) {
        const invalid = await readInvalid(response, endpoint);
        if (invalid) return invalid;
      }
      return failed('server', endpoint);
    } catch {
      if (controller.signal.aborted && controller.signal.reason === timedOut) {
        return failed('timeout', endpoint);
      }
      return failed('network', endpoint);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    placeOrder(order) {
      if (!isCardLast4(order.cardLast4)) {
        // Refuse to send anything that is not exactly the last four digits (say, a full card number).
        return Promise.resolve({
          status: 'invalid',
          message: orders.messages.invalid,
          fieldErrors: { cardNumber: 'Card number is not valid' },
        });
      }
      return post(orders, orderBody(order));
    },
    submitWholesaleApplication(app) {
      return post(wholesale, pick(app, wholesaleFieldNames));
    },
    subscribe(email) {
      return post(newsletter, pick({ email }, newsletterFieldNames));
    },
  };
}

/**
 * The order body, built field by field from known keys so nothing else the caller's object
 * carries (a full card number, a CVV, an expiry date) can be sent.
 */
export function orderBody(order: OrderRequest): OrderRequest {
  return {
    lines: order.lines.map((line) => ({ id: line.id, size: line.size, quantity: line.quantity })),
    ...orderDetailsOf(order),
  };
}

/** A 422's message and field errors, keeping only this form's fields with text messages. */
async function readInvalid<Field extends string>(
  response: Response,
  endpoint: Endpoint<Field, Success>,
): Promise<NotDone<Field> | undefined> {
  const body = await readJsonObject(response);
  if (!body) return undefined;

  const fieldErrors: Partial<Record<Field, string>> = {};
  const received = isObject(body.fieldErrors) ? body.fieldErrors : {};
  for (const field of endpoint.fields) {
    const message = received[field];
    if (typeof message === 'string' && message.trim() !== '') fieldErrors[field] = message;
  }
  const message =
    typeof body.message === 'string' && body.message.trim() !== ''
      ? body.message
      : endpoint.messages.invalid;
  return { status: 'invalid', message, fieldErrors };
}

function failed<Field extends string>(
  reason: 'server' | 'network' | 'timeout' | 'reload',
  endpoint: Endpoint<Field, Success>,
  kind: MessageKind = reason,
): NotDone<Field> {
  return { status: 'failed', reason, message: endpoint.messages[kind] };
}

/** The body as a JSON object, or undefined for any other content type, an empty body or bad JSON. */
async function readJsonObject(response: Response): Promise<Record<string, unknown> | undefined> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type.trim())) return undefined;
  try {
    const body: unknown = await response.json();
    return isObject(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rejects as soon as the signal aborts, so a stuck step cannot outlive the timeout. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function configuredBaseUrl(): string {
  const env: Record<string, unknown> = import.meta.env;
  return typeof env.VITE_API_BASE_URL === 'string' ? env.VITE_API_BASE_URL : '';
}

/** The app's client: same origin with the demo API, or VITE_API_BASE_URL when one is set. */
export const apiClient: ApiClient = createApiClient({
  baseUrl: configuredBaseUrl(),
  beforeRequest: ensureDemoApi,
  fetch: demoFetch,
});

export const placeOrder = (order: OrderRequest) => apiClient.placeOrder(order);
export const submitWholesaleApplication = (app: WholesaleApplication) =>
  apiClient.submitWholesaleApplication(app);
export const subscribe = (email: string) => apiClient.subscribe(email);
/** Loads what a first request needs (the demo API in demo mode); never rejects. */
export const prepare = (): Promise<void> => ensureDemoApi().catch(() => undefined);
