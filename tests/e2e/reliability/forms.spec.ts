import type { Locator, Page } from '@playwright/test';
import { orderConfirmed, type PageProblems } from '../support';
import { expect, injectionTraces, open, test, type CaseCounter } from './cases';

/** Text a shopper might paste that a careless page would run. */
const hostile: Record<string, string> = {
  'script tag': '"><script>window.__pwned=1</script>',
  'img onerror': '<img src=x onerror="window.__pwned=1;alert(1)">',
  'svg onload': '<svg onload="window.__pwned=1;alert(1)">',
  'iframe srcdoc': '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  'javascript: URL': 'javascript:window.__pwned=1;alert(1)',
  'quote breakout': "'; window.__pwned=1; alert(1); //",
  'template injection': '{{constructor.constructor("window.__pwned=1")()}} ${alert(1)}',
  '5,000 characters': `<script>window.__pwned=1</script>${'x'.repeat(5000 - 33)}`,
};

/** A Luhn-valid test card, a CVV and an expiry that must never leave the card fields. */
const CARD = '4111 1111 1111 1111';
const CVV = '739';

function futureExpiry(): string {
  const next = new Date();
  next.setFullYear(next.getFullYear() + 3);
  return `${String(next.getMonth() + 1).padStart(2, '0')}/${String(next.getFullYear()).slice(-2)}`;
}

interface FieldState {
  value: string;
  maxLength: number;
}

/** Each field's current value and maxlength, read in the page. */
async function fieldStates(fields: Record<string, Locator>): Promise<Record<string, FieldState>> {
  const states: Record<string, FieldState> = {};
  for (const [name, field] of Object.entries(fields)) {
    states[name] = await field.evaluate((element: HTMLInputElement | HTMLTextAreaElement) => ({
      value: element.value,
      maxLength: element.maxLength,
    }));
  }
  return states;
}

/** What a field may hold after `typed` was put in it: the text itself, cut at maxlength. */
function expectKeptAsText(state: FieldState | undefined, typed: string, formatted: boolean) {
  expect(state).toBeDefined();
  if (!state) return;
  if (formatted) {
    // Card number, expiry and CVV keep only digits (and their own spaces and slash).
    expect(state.value).toMatch(/^[\d /]*$/);
  } else {
    const limit = state.maxLength > 0 ? state.maxLength : typed.length;
    expect(state.value).toBe(typed.slice(0, limit));
  }
}

/** For each payload: fill every field, submit, and check each field kept it as text and nothing ran. */
async function fuzzForm(options: {
  page: Page;
  problems: PageProblems;
  dialogs: string[];
  cases: CaseCounter;
  form: string;
  fields: Record<string, Locator>;
  formatted?: readonly string[];
  submit: () => Promise<void>;
  /** Something the page shows when the submission was refused. */
  refused: Locator;
  requests: string[];
}) {
  const { page, problems, dialogs, cases, form, fields, submit, refused, requests } = options;
  for (const [payloadName, payload] of Object.entries(hostile)) {
    const requestsBefore = requests.length;
    for (const field of Object.values(fields)) await field.fill(payload);
    await submit();
    await expect(refused).toBeVisible();
    const states = await fieldStates(fields);
    const traces = await injectionTraces(page);
    for (const fieldName of Object.keys(fields)) {
      await cases.run('forms', `${form} ${fieldName}: ${payloadName}`, async () => {
        expectKeptAsText(
          states[fieldName],
          payload,
          options.formatted?.includes(fieldName) ?? false,
        );
        expect.soft(traces, 'nothing typed ran as HTML').toEqual([]);
        expect.soft(dialogs, 'dialogs').toEqual([]);
        expect.soft(problems.pageErrors, 'page errors').toEqual([]);
        expect.soft(problems.cspViolations, 'CSP violations').toEqual([]);
        expect.soft(requests.slice(requestsBefore), 'an invalid form sends nothing').toEqual([]);
      });
    }
  }
}

function checkoutFields(page: Page): Record<string, Locator> {
  return {
    email: page.getByLabel('Email'),
    'first name': page.getByLabel('First name'),
    'last name': page.getByLabel('Last name'),
    'street address': page.getByLabel('Street address'),
    city: page.getByLabel('City'),
    'ZIP code': page.getByLabel('ZIP code'),
    'name on card': page.getByLabel('Name on card'),
    'card number': page.getByLabel('Card number'),
    'expiry date': page.getByLabel('Expiry date'),
    'security code': page.getByLabel('Security code'),
  };
}

/** Every request the page makes: its URL and body, to look for secrets and API calls. */
function recordRequests(page: Page) {
  const api: string[] = [];
  const everything: string[] = [];
  page.on('request', (request) => {
    const text = `${request.method()} ${request.url()} ${request.postData() ?? ''}`;
    everything.push(text);
    if (new URL(request.url()).pathname.startsWith('/api/')) api.push(text);
  });
  return { api, everything };
}

test.describe('reliability: forms', () => {
  test('checkout: hostile text in every field is kept as text; card details go nowhere', async ({
    shopper,
    problems,
    dialogs,
    cases,
  }) => {
    test.setTimeout(120_000);
    const requests = recordRequests(shopper);
    const consoleText: string[] = [];
    shopper.on('console', (message) => consoleText.push(message.text()));

    await open(shopper, '/');
    await shopper.evaluate(() =>
      window.localStorage.setItem(
        'cart',
        JSON.stringify([{ id: 'gelato', size: '3.5g', quantity: 2 }]),
      ),
    );
    await open(shopper, '/checkout');
    await shopper.getByRole('checkbox').check();
    const fields = checkoutFields(shopper);
    await fuzzForm({
      page: shopper,
      problems,
      dialogs,
      cases,
      form: 'checkout',
      fields,
      formatted: ['card number', 'expiry date', 'security code'],
      submit: () => shopper.getByRole('button', { name: /^Place Order/ }).click(),
      refused: shopper.getByText('Please correct the highlighted details'),
      requests: requests.api,
    });

    // A real order whose names and address are hostile text: placed, and only cardLast4 is sent.
    const names = {
      'first name': hostile['script tag'] ?? '',
      'last name': hostile['img onerror'] ?? '',
      'street address': hostile['svg onload'] ?? '',
      city: hostile['javascript: URL'] ?? '',
      'name on card': hostile['template injection'] ?? '',
    };
    const expiry = futureExpiry();
    await cases.run(
      'forms',
      'checkout: an order with hostile names is placed as text',
      async () => {
        for (const [field, text] of Object.entries(names)) await fields[field]?.fill(text);
        await fields.email?.fill('ada@example.com');
        await shopper.getByLabel('State').selectOption('CO');
        await fields['ZIP code']?.fill('80202');
        await fields['card number']?.fill(CARD);
        await fields['expiry date']?.fill(expiry.replace('/', ''));
        await fields['security code']?.fill(CVV);
        await expect(fields['card number'] as Locator).toHaveValue(CARD);
        await shopper.getByRole('button', { name: /^Place Order/ }).click();
        await expect(orderConfirmed(shopper)).toBeVisible({ timeout: 15_000 });
        await expect(shopper).toHaveURL('/order-confirmation');
        // The confirmation shows the city as text, and neither the names nor the street.
        await expect(shopper.getByText(`${names.city}, Colorado`)).toBeVisible();
        for (const text of [names['first name'], names['last name'], names['street address']]) {
          await expect(shopper.getByText(text)).toHaveCount(0);
        }
        expect(await injectionTraces(shopper)).toEqual([]);
        expect(dialogs).toEqual([]);
      },
    );

    const orders = requests.api.filter((text) => text.includes('/api/orders'));
    await cases.run('forms', 'checkout: the order body carries cardLast4 only', async () => {
      expect(orders).toHaveLength(1);
      const body = JSON.parse(orders[0]?.replace(/^POST \S+ /, '') ?? '{}') as Record<
        string,
        unknown
      >;
      expect(Object.keys(body).sort()).toEqual(
        ['cardLast4', 'email', 'lines', 'nameOnCard', 'shipping'].sort(),
      );
      expect(body.cardLast4).toBe('1111');
      expect(body.shipping).toMatchObject({ firstName: names['first name'] });
    });

    // Every place a card detail could end up, for each detail.
    const kept = await shopper.evaluate(() => ({
      localStorage: JSON.stringify({ ...window.localStorage }),
      sessionStorage: JSON.stringify({ ...window.sessionStorage }),
      URL: window.location.href,
      'history state': JSON.stringify(window.history.state),
    }));
    const sinks: Record<string, string> = {
      ...kept,
      console: consoleText.join('\n'),
      'request URLs and bodies': requests.everything.join('\n'),
    };
    const secrets: Record<string, string[]> = {
      'card number': [CARD, CARD.replace(/ /g, '')],
      'security code': [`"${CVV}"`, `cvv`],
      'expiry date': [expiry, `"${expiry.replace('/', '')}"`, 'expiryDate'],
    };
    for (const [secret, forms] of Object.entries(secrets)) {
      for (const [sink, text] of Object.entries(sinks)) {
        await cases.run('forms', `checkout: ${secret} never reaches ${sink}`, async () => {
          for (const form of forms)
            expect.soft(text.toLowerCase()).not.toContain(form.toLowerCase());
        });
      }
    }
  });

  test('wholesale: hostile text in every field is kept as text, and sent only as data', async ({
    shopper,
    problems,
    dialogs,
    cases,
  }) => {
    test.setTimeout(90_000);
    const requests = recordRequests(shopper);
    await open(shopper, '/wholesale');
    const fields = {
      name: shopper.getByLabel(/^Name/),
      email: shopper.getByLabel(/^Email/),
      'store name': shopper.getByLabel(/^Store name/),
      message: shopper.getByLabel(/^Message/),
    };
    await shopper.getByLabel(/^State/).selectOption('Colorado');
    const submit = () => shopper.getByRole('button', { name: 'Submit Application' }).click();
    await fuzzForm({
      page: shopper,
      problems,
      dialogs,
      cases,
      form: 'wholesale',
      fields,
      submit,
      refused: shopper.locator('[aria-invalid="true"]').first(),
      requests: requests.api,
    });

    await cases.run('forms', 'wholesale: an application with hostile text is sent', async () => {
      await fields.name.fill(hostile['script tag'] ?? '');
      await fields['store name'].fill(hostile['img onerror'] ?? '');
      await fields.message.fill(hostile['5,000 characters']?.slice(0, 2000) ?? '');
      await fields.email.fill('grace@example.com');
      await submit();
      await expect(shopper.getByText('Application Submitted!', { exact: true })).toBeVisible({
        timeout: 15_000,
      });
      await expect(fields.name).toHaveValue('');
      expect(await injectionTraces(shopper)).toEqual([]);
      expect(dialogs).toEqual([]);
      const sent = requests.api.filter((text) => text.includes('/api/wholesale'));
      expect(sent).toHaveLength(1);
      expect(JSON.parse(sent[0]?.replace(/^POST \S+ /, '') ?? '{}')).toMatchObject({
        name: hostile['script tag'],
      });
    });
  });

  test('newsletter: hostile text in the email box is kept as text', async ({
    shopper,
    problems,
    dialogs,
    cases,
  }) => {
    const requests = recordRequests(shopper);
    await open(shopper, '/blog');
    await fuzzForm({
      page: shopper,
      problems,
      dialogs,
      cases,
      form: 'newsletter',
      fields: { email: shopper.getByLabel('Email address') },
      submit: () => shopper.getByRole('button', { name: 'Subscribe' }).click(),
      refused: shopper.getByLabel('Email address').and(shopper.locator('[aria-invalid="true"]')),
      requests: requests.api,
    });
  });
});
