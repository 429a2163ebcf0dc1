import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { CheckoutField } from '../lib/forms/checkout';
import type { NewsletterField } from '../lib/forms/newsletter';
import type { FieldErrors } from '../lib/forms/schema';
import type { WholesaleField } from '../lib/forms/wholesale';
import { anyOrigin, apiPaths, messages } from './handlers';

/**
 * Fixed answers of the three endpoints for stories and tests (slow, 422, 5xx, offline). Only they
 * import this module, so none of it ships with the app: end-to-end tests get the same answers from
 * Playwright's routing (tests/e2e/apiRoutes.ts).
 */

/** One handler per endpoint, all answering with the same resolver. */
function everyEndpoint(
  resolver: (endpoint: keyof typeof apiPaths) => Promise<Response> | Response,
) {
  return (Object.keys(apiPaths) as (keyof typeof apiPaths)[]).map((endpoint) =>
    http.post(anyOrigin(apiPaths[endpoint]), () => resolver(endpoint)),
  );
}

/** Field messages the `invalid` scenario answers with, per endpoint. */
export const scenarioFieldErrors = {
  orders: {
    email: 'Enter a valid email address, like name@example.com',
    zipCode: 'Enter a 5-digit ZIP code, like 90210',
  },
  wholesale: {
    email: 'Enter a valid email address, like name@example.com',
    storeName: 'Enter your store name',
  },
  newsletter: { email: 'Enter a valid email address, like name@example.com' },
} as const satisfies {
  orders: FieldErrors<CheckoutField>;
  wholesale: FieldErrors<WholesaleField>;
  newsletter: FieldErrors<NewsletterField>;
};

export type ScenarioName = 'slow' | 'invalid' | 'serverError' | 'offline';

/**
 * Fixed answers for stories and tests, each covering all three endpoints. Put them in front of
 * the defaults: `worker.use(...scenarios.slow)` or `parameters.msw.handlers: scenarios.slow`.
 */
export const scenarios: Readonly<Record<ScenarioName, HttpHandler[]>> = {
  /** Never answers, so the pending state stays on screen. */
  slow: everyEndpoint(async () => {
    await delay('infinite');
    return HttpResponse.json({}, { status: 201 });
  }),
  invalid: everyEndpoint((endpoint) =>
    HttpResponse.json(
      { message: messages.checkFields, fieldErrors: scenarioFieldErrors[endpoint] },
      { status: 422 },
    ),
  ),
  serverError: everyEndpoint(() =>
    HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
  ),
  offline: everyEndpoint(() => HttpResponse.error()),
};
