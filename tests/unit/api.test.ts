import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/api/client';
import { createHandlers, handlers as demoHandlers } from '../../src/api/handlers';
import { scenarioFieldErrors, scenarios } from '../../src/api/scenarios';
import { LoadFailureKept } from '../../src/api/site';
import type { OrderRequest, WholesaleApplication } from '../../src/lib/apiTypes';

const base = 'http://localhost';
const server = setupServer(...createHandlers({ latencyMs: 0 }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl: base, timeoutMs: 2_000 });

const order: OrderRequest = {
  lines: [
    { id: 'super-glue', size: '3.5g', quantity: 2 },
    { id: 2, size: '1g', quantity: 1 },
    { id: 1, size: 'Standard', quantity: 99 },
  ],
  email: 'buyer@example.com',
  shipping: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address: '1 Main St',
    city: 'Sacramento',
    state: 'CA',
    zipCode: '95814',
  },
  nameOnCard: 'Ada Lovelace',
  cardLast4: '4242',
};

const application: WholesaleApplication = {
  name: 'Sam Rivera',
  email: 'sam@greenleaf.example',
  storeName: 'Green Leaf Goods',
  state: 'Colorado',
  message: '',
};

const calls: [string, (api: ApiClient) => Promise<unknown>][] = [
  ['orders', (api) => api.placeOrder(order)],
  ['wholesale', (api) => api.submitWholesaleApplication(application)],
  ['newsletter', (api) => api.subscribe('reader@example.com')],
];

/** POST straight to the demo handlers, to see their status and body. */
async function post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/** Captures the JSON each endpoint receives and answers 201. */
function spyOnBodies(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/*', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(
        { orderId: 'ORDER-SPY', applicationId: 'WHOLESALE-SPY', subscribed: true },
        { status: 201 },
      );
    }),
  );
  return bodies;
}

describe('API client against the demo handlers', () => {
  it("places a valid order and hands back the demo API's reference for it", async () => {
    await expect(client.placeOrder(order)).resolves.toEqual({
      status: 'success',
      orderId: expect.stringMatching(/^ORDER-[0-9A-F]{8}$/),
    });
  });

  it("trims the order's reference as the API gave it", async () => {
    server.use(
      http.post('*/api/orders', () => HttpResponse.json({ orderId: '  A-17 ' }, { status: 201 })),
    );
    await expect(client.placeOrder(order)).resolves.toEqual({ status: 'success', orderId: 'A-17' });
  });

  it('submits a valid wholesale application', async () => {
    await expect(client.submitWholesaleApplication(application)).resolves.toEqual({
      status: 'success',
    });
  });

  it('subscribes a valid email', async () => {
    await expect(client.subscribe('reader@example.com')).resolves.toEqual({ status: 'success' });
  });

  it('maps the handlers’ own 422 to field messages from the shared validation', async () => {
    const outcome = await client.placeOrder({ ...order, email: 'not-an-email' });
    expect(outcome).toEqual({
      status: 'invalid',
      message: 'Please check the highlighted fields.',
      fieldErrors: { email: 'Enter a valid email address, like name@example.com' },
    });
    await expect(client.subscribe('nope')).resolves.toMatchObject({
      status: 'invalid',
      fieldErrors: { email: 'Enter a valid email address, like name@example.com' },
    });
    await expect(
      client.submitWholesaleApplication({ ...application, storeName: '  ' }),
    ).resolves.toMatchObject({
      status: 'invalid',
      fieldErrors: { storeName: 'Enter your store name' },
    });
  });
});

describe('API client outcome mapping', () => {
  it('maps the invalid scenario to each form’s field messages', async () => {
    server.use(...scenarios.invalid);
    await expect(client.placeOrder(order)).resolves.toEqual({
      status: 'invalid',
      message: 'Please check the highlighted fields.',
      fieldErrors: scenarioFieldErrors.orders,
    });
    await expect(client.submitWholesaleApplication(application)).resolves.toMatchObject({
      status: 'invalid',
      fieldErrors: scenarioFieldErrors.wholesale,
    });
    await expect(client.subscribe('reader@example.com')).resolves.toMatchObject({
      status: 'invalid',
      fieldErrors: scenarioFieldErrors.newsletter,
    });
  });

  it('keeps only known fields with text messages from a 422, and a default message', async () => {
    server.use(
      http.post('*/api/orders', () =>
        HttpResponse.json(
          {
            message: { detail: 'object' },
            fieldErrors: { email: 'Email taken', bogus: 'ignored', zipCode: 42, cvv: '' },
          },
          { status: 422 },
        ),
      ),
    );
    await expect(client.placeOrder(order)).resolves.toEqual({
      status: 'invalid',
      message: 'Please check the highlighted fields.',
      fieldErrors: { email: 'Email taken' },
    });
  });

  it('treats a 422 without a JSON object body as a server failure', async () => {
    server.use(http.post('*/api/newsletter', () => new HttpResponse('nope', { status: 422 })));
    await expect(client.subscribe('reader@example.com')).resolves.toMatchObject({
      status: 'failed',
      reason: 'server',
    });
  });

  it.each(calls)('maps a 500 from %s to a friendly server failure', async (_, call) => {
    server.use(...scenarios.serverError);
    const outcome = await call(client);
    expect(outcome).toMatchObject({ status: 'failed', reason: 'server' });
    expect(JSON.stringify(outcome)).not.toContain('Internal Server Error');
    expect(JSON.stringify(outcome)).toContain('Please try again');
  });

  it('maps other 4xx answers to a server failure', async () => {
    server.use(http.post('*/api/wholesale', () => HttpResponse.text('Not Found', { status: 404 })));
    await expect(client.submitWholesaleApplication(application)).resolves.toMatchObject({
      status: 'failed',
      reason: 'server',
    });
  });

  it('says nothing was charged when an order fails on the server', async () => {
    server.use(...scenarios.serverError);
    const outcome = await client.placeOrder(order);
    expect(outcome).toEqual({
      status: 'failed',
      reason: 'server',
      message:
        'Our order service ran into a problem. Nothing was charged. Please try again in a moment.',
    });
  });

  it.each(calls)('maps a network error from %s to an offline failure', async (_, call) => {
    server.use(...scenarios.offline);
    const outcome = await call(client);
    expect(outcome).toMatchObject({ status: 'failed', reason: 'network' });
    expect(JSON.stringify(outcome)).toContain('You appear to be offline');
  });

  it('gives up after the timeout', async () => {
    server.use(
      http.post('*/api/newsletter', async () => {
        await delay(1_000);
        return HttpResponse.json({ subscribed: true }, { status: 201 });
      }),
    );
    const quick = createApiClient({ baseUrl: base, timeoutMs: 50 });
    const startedAt = Date.now();
    await expect(quick.subscribe('reader@example.com')).resolves.toMatchObject({
      status: 'failed',
      reason: 'timeout',
    });
    expect(Date.now() - startedAt).toBeLessThan(900);
  });

  it.each(calls)('times out %s in the slow scenario', async (_, call) => {
    server.use(...scenarios.slow);
    await expect(call(createApiClient({ baseUrl: base, timeoutMs: 50 }))).resolves.toMatchObject({
      status: 'failed',
      reason: 'timeout',
    });
  });

  it('awaits beforeRequest before sending, and times out if it never finishes', async () => {
    const events: string[] = [];
    server.use(
      http.post('*/api/newsletter', () => {
        events.push('request');
        return HttpResponse.json({ subscribed: true }, { status: 201 });
      }),
    );
    const ready = createApiClient({
      baseUrl: base,
      beforeRequest: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        events.push('ready');
      },
    });
    await expect(ready.subscribe('reader@example.com')).resolves.toEqual({ status: 'success' });
    expect(events).toEqual(['ready', 'request']);

    const stuck = createApiClient({
      baseUrl: base,
      prepareTimeoutMs: 50,
      beforeRequest: () => new Promise(() => {}),
    });
    await expect(stuck.subscribe('reader@example.com')).resolves.toMatchObject({
      reason: 'timeout',
    });
    expect(events).toEqual(['ready', 'request']);
  });

  it("does not count beforeRequest's time against the answer's timeout", async () => {
    server.use(
      http.post('*/api/newsletter', () => HttpResponse.json({ subscribed: true }, { status: 201 })),
    );
    const slowStart = createApiClient({
      baseUrl: base,
      timeoutMs: 50,
      beforeRequest: () => new Promise((resolve) => setTimeout(resolve, 150)),
    });
    await expect(slowStart.subscribe('reader@example.com')).resolves.toEqual({
      status: 'success',
    });
  });

  it('sends nothing and says so when beforeRequest fails (the demo code could not load)', async () => {
    const sent: string[] = [];
    server.use(
      http.post('*/api/*', ({ request }) => {
        sent.push(request.url);
        return HttpResponse.json({ orderId: 'ORDER-1' }, { status: 201 });
      }),
    );
    const broken = createApiClient({
      baseUrl: base,
      beforeRequest: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    const outcome = await broken.placeOrder(order);
    expect(outcome).toMatchObject({ status: 'failed', reason: 'network' });
    expect(JSON.stringify(outcome)).toContain('could not load');
    expect(sent).toEqual([]);
  });

  it('says to reload the page when the browser kept the failed load (LoadFailureKept)', async () => {
    const sent: string[] = [];
    server.use(
      http.post('*/api/*', ({ request }) => {
        sent.push(request.url);
        return HttpResponse.json({ subscribed: true }, { status: 201 });
      }),
    );
    const kept = createApiClient({
      baseUrl: base,
      beforeRequest: () => Promise.reject(new LoadFailureKept(new TypeError('Failed to fetch'))),
    });
    for (const outcome of [
      await kept.placeOrder(order),
      await kept.subscribe('reader@example.com'),
    ]) {
      expect(outcome).toMatchObject({ status: 'failed', reason: 'reload' });
      expect(JSON.stringify(outcome)).toContain('Reload the page');
    }
    expect(sent).toEqual([]);
  });

  it.each([
    ['an HTML page', 200, 'text/html', '<!doctype html><title>Store</title>'],
    ['an empty body', 200, 'application/json', ''],
    ['an empty 204', 204, undefined, null],
    ['JSON under the wrong content type', 201, 'text/plain', '{"orderId":"ORDER-1"}'],
    ['a JSON array', 201, 'application/json', '[]'],
    ['JSON without an order id', 201, 'application/json', '{}'],
    ['a blank order id', 201, 'application/json', '{"orderId":"  "}'],
    ['an order id that is not text', 201, 'application/json', '{"orderId":17}'],
  ] as const)('does not take %s as a placed order', async (_, status, type, body) => {
    server.use(
      http.post(
        '*/api/orders',
        () => new HttpResponse(body, { status, headers: type ? { 'Content-Type': type } : {} }),
      ),
    );
    const outcome = await client.placeOrder(order);
    expect(outcome).toMatchObject({ status: 'failed', reason: 'server' });
    expect(JSON.stringify(outcome)).toContain('The server answered unexpectedly');
  });

  it('never throws, even when the request cannot be built', async () => {
    const relative = createApiClient({ baseUrl: 'http://exa mple' });
    await expect(relative.subscribe('reader@example.com')).resolves.toMatchObject({
      status: 'failed',
      reason: 'network',
    });
  });
});

describe('what the client sends', () => {
  it('sends an order with exactly the allowed keys and only the last four card digits', async () => {
    const bodies = spyOnBodies();
    // A careless caller passing the whole form: the client must still send only known fields.
    const wholeForm = {
      ...order,
      cardNumber: '4242424242424242',
      cvv: '123',
      expiryDate: '12/30',
      legalAccepted: true,
      shipping: { ...order.shipping, phone: '555-0100' },
      lines: order.lines.map((line) => ({ ...line, price: 1, name: 'x' })),
    };
    await expect(client.placeOrder(wholeForm)).resolves.toEqual({
      status: 'success',
      orderId: 'ORDER-SPY',
    });

    expect(bodies).toHaveLength(1);
    const body = bodies[0] as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      ['cardLast4', 'email', 'lines', 'nameOnCard', 'shipping'].sort(),
    );
    expect(body).toEqual({
      lines: [
        { id: 'super-glue', size: '3.5g', quantity: 2 },
        { id: 2, size: '1g', quantity: 1 },
        { id: 1, size: 'Standard', quantity: 99 },
      ],
      email: 'buyer@example.com',
      shipping: order.shipping,
      nameOnCard: 'Ada Lovelace',
      cardLast4: '4242',
    });
    expect(JSON.stringify(body)).not.toMatch(/4242424242424242|cvv|expiry|12\/30/);
  });

  it('refuses to send a cardLast4 that is not exactly four digits', async () => {
    const bodies = spyOnBodies();
    const outcome = await client.placeOrder({ ...order, cardLast4: '4242424242424242' });
    expect(outcome).toMatchObject({
      status: 'invalid',
      fieldErrors: { cardNumber: 'Card number is not valid' },
    });
    expect(bodies).toHaveLength(0);
  });

  it('sends exactly the wholesale fields and the newsletter email', async () => {
    const bodies = spyOnBodies();
    await client.submitWholesaleApplication({ ...application, extra: 'x' } as WholesaleApplication);
    await client.subscribe('reader@example.com');
    expect(bodies).toEqual([application, { email: 'reader@example.com' }]);
  });
});

describe('demo order handler', () => {
  it('answers 201 with an order id for a valid order', async () => {
    const { status, json } = await post('/api/orders', order);
    expect(status).toBe(201);
    expect(json).toEqual({ orderId: expect.stringMatching(/^ORDER-[0-9A-F]{8}$/) });
  });

  it('answers with the reference it is given (stories fix it), and only for a valid order', async () => {
    server.use(...createHandlers({ latencyMs: 0, orderId: () => 'ORDER-FIXED' }));
    await expect(post('/api/orders', order)).resolves.toEqual({
      status: 201,
      json: { orderId: 'ORDER-FIXED' },
    });
    const refused = await post('/api/orders', { ...order, email: 'nope' });
    expect(refused.status).toBe(422);
  });

  it.each(['cardNumber', 'cvv', 'expiryDate'])('rejects a body carrying %s', async (key) => {
    const { status, json } = await post('/api/orders', { ...order, [key]: '4111111111111111' });
    expect(status).toBe(422);
    expect(json).toMatchObject({ fieldErrors: { [key]: expect.any(String) } });
  });

  it('rejects card fields hidden in the shipping address', async () => {
    const { status } = await post('/api/orders', {
      ...order,
      shipping: { ...order.shipping, cvv: '123' },
    });
    expect(status).toBe(422);
  });

  it('rejects a cardLast4 that is not four digits', async () => {
    const { status, json } = await post('/api/orders', { ...order, cardLast4: '42' });
    expect(status).toBe(422);
    expect(json).toMatchObject({ fieldErrors: { cardNumber: 'Card number is not valid' } });
  });

  it.each([
    ['an unknown product id', { id: 9999, size: 'Standard', quantity: 1 }],
    ['an unknown strain', { id: 'northern-lights', size: '3.5g', quantity: 1 }],
    ['a product id sent as text', { id: '2', size: '1g', quantity: 1 }],
    ['a size the product is not sold in', { id: 2, size: '28g', quantity: 1 }],
    ['a size the strain is not sold in', { id: 'gelato', size: '7g', quantity: 1 }],
  ])('rejects a line with %s', async (_, line) => {
    const { status, json } = await post('/api/orders', { ...order, lines: [line] });
    expect(status).toBe(422);
    expect(json).toMatchObject({ message: expect.stringContaining('no longer available') });
  });

  it.each([0, 100, '5', 1.5, -1, null])('rejects quantity %j', async (quantity) => {
    const { status, json } = await post('/api/orders', {
      ...order,
      lines: [{ id: 2, size: '1g', quantity }],
    });
    expect(status).toBe(422);
    expect(json).toMatchObject({ message: expect.stringContaining('1 to 99') });
  });

  it('rejects an order with no lines', async () => {
    for (const lines of [[], undefined]) {
      const { status, json } = await post('/api/orders', { ...order, lines });
      expect(status).toBe(422);
      expect(json).toMatchObject({ message: expect.stringContaining('cart is empty') });
    }
  });

  it('rejects a bad email and missing address fields with field messages', async () => {
    const { status, json } = await post('/api/orders', {
      ...order,
      email: 'buyer@',
      shipping: { ...order.shipping, city: '', zipCode: '123' },
    });
    expect(status).toBe(422);
    expect(json).toMatchObject({
      fieldErrors: {
        email: 'Enter a valid email address, like name@example.com',
        city: expect.any(String),
        zipCode: expect.any(String),
      },
    });
  });

  it('refuses with a 422 on the state an order with items that state does not accept', async () => {
    const idaho = { ...order, shipping: { ...order.shipping, state: 'ID' } };
    const { status, json } = await post('/api/orders', idaho);
    expect(status).toBe(422);
    expect(json).toMatchObject({
      fieldErrors: { state: expect.stringMatching(/can't ship these items to Idaho: Super Glue/) },
    });
    const colorado = await post('/api/orders', {
      ...order,
      shipping: { ...order.shipping, state: 'CO' },
    });
    expect(colorado.status).toBe(201);
  });

  it.each([
    ['text that is not JSON', '{"lines": ['],
    ['a JSON array', '[]'],
    ['unexpected keys', JSON.stringify({ ...order, coupon: 'FREE' })],
    ['a field that is not text', JSON.stringify({ ...order, email: 42 })],
    [
      'a line with extra keys',
      JSON.stringify({ ...order, lines: [{ ...order.lines[0], price: 1 }] }),
    ],
  ])('answers 400 to %s', async (_, body) => {
    const { status } = await post('/api/orders', body);
    expect(status).toBe(400);
  });
});

describe('demo wholesale and newsletter handlers', () => {
  it('answers 201 to a valid application', async () => {
    const { status, json } = await post('/api/wholesale', application);
    expect(status).toBe(201);
    expect(json).toEqual({ applicationId: expect.stringMatching(/^WHOLESALE-/) });
  });

  it('names every missing required wholesale field', async () => {
    const { status, json } = await post('/api/wholesale', { message: 'hi' });
    expect(status).toBe(422);
    const { fieldErrors } = json as { fieldErrors: Record<string, string> };
    expect(Object.keys(fieldErrors).sort()).toEqual(['email', 'name', 'state', 'storeName']);
  });

  it('rejects a state outside the list', async () => {
    const { status, json } = await post('/api/wholesale', { ...application, state: 'Texas' });
    expect(status).toBe(422);
    expect(json).toMatchObject({ fieldErrors: { state: 'Select a state from the list' } });
  });

  it('answers the newsletter with 201 or 422', async () => {
    expect((await post('/api/newsletter', { email: 'reader@example.com' })).status).toBe(201);
    const { status, json } = await post('/api/newsletter', { email: 'reader' });
    expect(status).toBe(422);
    expect(json).toMatchObject({ fieldErrors: { email: expect.any(String) } });
    expect((await post('/api/newsletter', 'email=reader')).status).toBe(400);
  });

  it('answers after a realistic delay by default', async () => {
    server.use(...demoHandlers);
    const startedAt = Date.now();
    expect((await post('/api/newsletter', { email: 'reader@example.com' })).status).toBe(201);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(390);
  });
});
