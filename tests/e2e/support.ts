import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** What a page reported that a shopper should never cause: console errors, CSP violations, crashes. */
export interface PageProblems {
  consoleErrors: string[];
  cspViolations: string[];
  pageErrors: string[];
}

/** Marks the age gate as passed for this tab's session, before any page script runs. */
export async function passAgeGate(page: Page) {
  await page.addInitScript(() => {
    window.sessionStorage.setItem('age-verified', 'yes');
  });
}

/** Records console errors, uncaught errors and CSP violations on a page. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], cspViolations: [], pageErrors: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/Content[- ]Security[- ]Policy/i.test(text)) problems.cspViolations.push(text);
    else problems.consoleErrors.push(text);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return problems;
}

interface Fixtures {
  /** A page whose visitor already confirmed they are 21+, with problems recorded. */
  shopper: Page;
  problems: PageProblems;
}

export const test = base.extend<Fixtures>({
  problems: async ({ page }, use) => {
    await use(watchProblems(page));
  },
  shopper: async ({ page, problems }, use) => {
    void problems;
    await passAgeGate(page);
    // A prerendered page shows its content before the app has taken it over; a press made before
    // then is kept and done once it has (docs/first-second.md, tested on its own in
    // first-second.spec.ts). These journeys act once a loaded page is the app's. Soft: a test
    // that holds the app's code back goes on.
    const appReady = () =>
      page
        .locator('html[data-app-ready]')
        .waitFor({ state: 'attached', timeout: 10_000 })
        .catch(() => undefined);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url: string, options?: Parameters<Page['goto']>[1]) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await appReady();
      return response;
    };
    page.reload = async (options?: Parameters<Page['reload']>[0]) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await appReady();
      return response;
    };
    await use(page);
  },
});

/** The cart link in the top bar; its name carries the count. */
export function cartLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Cart(,|$)/ });
}

/** Opens the home page and stores these lines as localStorage["cart"], as a returning shopper's. */
export async function seedCart(page: Page, lines: readonly unknown[]) {
  await page.goto('/');
  await page.evaluate(
    (stored) => window.localStorage.setItem('cart', JSON.stringify(stored)),
    lines,
  );
}

/** The confirmation page's heading (docs/behaviour.md "Order confirmation"). */
export function orderConfirmed(page: Page) {
  return page.getByRole('heading', {
    level: 1,
    name: 'Order placed successfully! (This is a demo)',
  });
}

/** Reads and parses localStorage["cart"] in the page. */
export async function storedCart(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const text = window.localStorage.getItem('cart');
    return text === null ? null : (JSON.parse(text) as unknown);
  });
}

/**
 * A placed order as the confirmation page keeps it (sessionStorage["placed-order"],
 * docs/behaviour.md "Order confirmation"): Gelato 3.5g × 2 at the catalogue's $24.99, to Denver,
 * CO.
 */
export const PLACED_ORDER = {
  orderNumber: 'ORDER-5EED0001',
  lines: [{ id: 'gelato', name: 'Gelato', size: '3.5g', price: 2499, quantity: 2, image: '' }],
  subtotal: 4998,
  shipping: 1000,
  total: 5998,
  shipTo: { city: 'Denver', state: 'CO' },
};

/** The test card: a Luhn-valid Visa number, as a shopper types it. */
/** The chunk of a product page's use, ingredients and lab results (src/screens/ProductFacts.tsx). */
export const PRODUCT_FACTS_CHUNK = /\/assets\/ProductFacts-[\w-]+\.js$/;
/** Holds back every request for `url` until the returned function is called. */
export async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds back every script of the app (entry and chunks) until the returned function is called, as
 * a slow phone's network does (docs/first-second.md); the function resolves once the app has
 * taken over.
 */
export async function holdApp(page: Page): Promise<() => Promise<void>> {
  const release = await holdBack(page, /\/assets\/.*\.js$/);
  return async () => {
    release();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1, { timeout: 15_000 });
  };
}

/** The catalogue facts' chunk (src/catalogue/facts.ts), which cards' type and potency lines wait for. */
export const CATALOGUE_FACTS_CHUNK = /\/assets\/facts-[\w-]+\.js$/;

/** The chunk of the shop's filters, chips and their counting (src/screens/ShopRefine.tsx). */
export const SHOP_REFINE_CHUNK = /\/assets\/ShopRefine-[\w-]+\.js$/;

export const TEST_CARD = '4242 4242 4242 4242';

/** An expiry date two years ahead, as MM/YY. */
export function futureExpiry(): string {
  const next = new Date();
  next.setFullYear(next.getFullYear() + 2);
  return `${String(next.getMonth() + 1).padStart(2, '0')}/${String(next.getFullYear()).slice(-2)}`;
}

/** Fills every checkout field with valid details (the legal box is left to the test). */
export async function fillCheckout(
  page: Page,
  {
    state = 'CO',
    city = 'Denver',
    zip = '80202',
  }: { state?: string; city?: string; zip?: string } = {},
) {
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Street address').fill('12 Analytical Way');
  await page.getByLabel('City').fill(city);
  await page.getByLabel('State').selectOption(state);
  await page.getByLabel('ZIP code').fill(zip);
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill(TEST_CARD);
  await page.getByLabel('Expiry date').fill(futureExpiry().replace('/', ''));
  await page.getByLabel('Security code').fill('123');
}

/** The cart drawer (docs/behaviour.md "Cart drawer"): the visit's first add opens it. */
export function cartDrawer(page: Page) {
  return page.getByRole('dialog', { name: /^Your Cart/ });
}

/** Closes the cart drawer as a shopper would, with its close button, and waits until it is gone. */
export async function closeCartDrawer(page: Page) {
  await cartDrawer(page).getByRole('button', { name: 'Close cart' }).click();
  await expect(cartDrawer(page)).toBeHidden();
}
