import { readFileSync } from 'node:fs';
import { request as playwrightRequest, type Page } from '@playwright/test';
import {
  cartDrawer,
  CATALOGUE_FACTS_CHUNK,
  cartLink,
  closeCartDrawer,
  expect,
  holdBack,
  passAgeGate,
  PRODUCT_FACTS_CHUNK,
  test,
  watchProblems,
} from './support';

/** What the build prerendered, per route (written by scripts/prerender.ts). */
interface RouteSummary {
  path: string;
  sample: string;
  pages: string[];
  indexable: boolean;
}
const routes = JSON.parse(readFileSync('build-reports/routes.json', 'utf8')) as RouteSummary[];
const samplePages = routes.map((route) => (route.path === '*' ? '/no-such-page' : route.sample));

/** Three lines, one of each kind (strain, product with sizes, product without). */
const FULL_CART = JSON.stringify([
  { id: 'gelato', size: '3.5g', quantity: 2, name: '', price: 0, image: '' },
  { id: 4, size: '8 pack', quantity: 1, name: '', price: 0, image: '' },
  { id: 'super-glue', size: '28g', quantity: 3, name: '', price: 0, image: '' },
]);

test.describe('prerendered pages', () => {
  test('every route hydrates for a returning visitor (dark theme, full cart): no console error, no layout shift', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = watchProblems(page);
    await page.addInitScript((cart) => {
      window.sessionStorage.setItem('age-verified', 'yes');
      window.localStorage.setItem('theme', 'dark');
      window.localStorage.setItem('cart', cart);
      // Every layout shift of the page's life, whatever input came before it.
      (window as unknown as { shifts: number[] }).shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as unknown as { shifts: number[] }).shifts.push(
            (entry as PerformanceEntry & { value: number }).value,
          );
      }).observe({ type: 'layout-shift', buffered: true });
    }, FULL_CART);

    for (const path of samplePages) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
        // Hydrated: the cart badge shows the stored cart (6 items).
        await expect(
          page.getByRole('banner').getByRole('link', { name: /^Cart,/ }),
        ).toHaveAccessibleName('Cart, 6 items');
        await expect(page.getByRole('dialog')).toBeHidden();
        await expect(page.locator('main h1')).toBeVisible();
        // Two frames for anything hydration would still change.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const shifts = await page.evaluate(
          () => (window as unknown as { shifts: number[] }).shifts,
        );
        expect(shifts, `layout shifts on ${path}`).toEqual([]);
      });
    }
    const expected404 = /404: no page at \/no-such-page|Failed to load resource.*404/;
    expect(problems.consoleErrors.filter((text) => !expected404.test(text))).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('/cart and /checkout show the lines without the empty-cart message first', async ({
    page,
  }) => {
    await page.addInitScript((cart) => {
      window.sessionStorage.setItem('age-verified', 'yes');
      window.localStorage.setItem('cart', cart);
      const seen = ((window as unknown as { emptySeen: boolean }).emptySeen = false);
      void seen;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Your Cart is Empty'))
          (window as unknown as { emptySeen: boolean }).emptySeen = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, FULL_CART);
    for (const path of ['/cart', '/checkout']) {
      await page.goto(path);
      await expect(page.getByText('Gelato Pre-Roll Pack').first()).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { emptySeen: boolean }).emptySeen),
      ).toBe(false);
      await expect(page).toHaveURL(path);
    }
  });

  test("a product page's use and lab-results sections keep their HTML until their code arrives, then hydrate", async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const release = await holdBack(page, PRODUCT_FACTS_CHUNK);
    await page.addInitScript(() => window.sessionStorage.setItem('age-verified', 'yes'));
    await page.goto('/product/4');
    // Hydrated without them: the purchase area works, and its toast is a change above the held
    // sections that must not make React drop their HTML.
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    const add = page
      .getByRole('main')
      .getByRole('region', { name: 'Gelato Pre-Roll Pack' })
      .getByRole('button', { name: 'Add to Cart' });
    await add.click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    // The visit's first add opens the cart drawer; the next is a toast: both change the page.
    await expect(cartDrawer(page)).toHaveAccessibleDescription(/^Added to cart/);
    await closeCartDrawer(page);
    await add.click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Added to cart',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Suggested Use' })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Gelato hemp flower' }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Cannabinoid panel' })).toBeVisible();

    // React marks each DOM node it has hydrated with its fiber; the held sections have none yet.
    const certificate = page.getByRole('link', { name: 'View printable certificate' });
    const hydrated = () =>
      certificate.evaluate((link) =>
        Object.keys(link).some((key) => key.startsWith('__reactFiber')),
      );
    expect(await hydrated()).toBe(false);

    const documentLoads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documentLoads.push(request.url());
    });
    release();
    await expect.poll(hydrated).toBe(true);
    // Hydrated: the certificate link now opens its page inside the app, not as a new document.
    await certificate.click();
    await expect(page).toHaveURL('/lab-results/4');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Gelato Pre-Roll Pack');
    expect(documentLoads).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test("cards' type and potency lines stay as prerendered until the facts' code arrives, and the shop's filters never wait for it", async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const release = await holdBack(page, CATALOGUE_FACTS_CHUNK);
    await page.addInitScript(() => window.sessionStorage.setItem('age-verified', 'yes'));

    // The shop: a card's size, save and add are changes around the line.
    await page.goto('/shop');
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    const card = page.getByRole('article', { name: 'Gelato Pre-Roll Pack' });
    const line = card.getByText('Hybrid · THC 22.8%');
    await expect(line).toBeVisible();
    await card.getByRole('radio', { name: '8 pack' }).check();
    await card.getByRole('button', { name: 'Save Gelato Pre-Roll Pack' }).click();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await closeCartDrawer(page);
    await expect(line).toBeVisible();
    // Devices have no line.
    await expect(
      page.getByRole('article', { name: '510 Thread Battery' }).getByText(/THC|CBD/),
    ).toHaveCount(0);
    // A filter is a change of the URL: it shows at once, the facts' code still held.
    await page.getByRole('radio', { name: 'Pre-Rolls' }).click();
    await expect(page.getByRole('radio', { name: 'Pre-Rolls' })).toBeChecked();
    await expect(page).toHaveURL(/category=pre-rolls/);
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).not.toHaveCount(
      48,
    );
    await expect(line).toBeVisible();

    release();
    await page.getByRole('radio', { name: 'All Products' }).click();
    await expect(page).not.toHaveURL(/category=/);
    await expect(page.getByText(/^(Indica|Sativa|Hybrid|High-CBD) · /)).toHaveCount(45);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test("the home strains' type, THC and effects are in the HTML and stay through an add", async ({
    page,
  }) => {
    const problems = watchProblems(page);
    const release = await holdBack(page, CATALOGUE_FACTS_CHUNK);
    await page.addInitScript(() => window.sessionStorage.setItem('age-verified', 'yes'));
    await page.goto('/');
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    const card = page.getByRole('article', { name: 'Super Glue' });
    const effects = card.getByRole('list', { name: 'Effects' }).getByRole('listitem');
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await closeCartDrawer(page);
    // The facts' code has not come yet: the prerendered facts are what the shopper reads.
    await expect(card.getByText('Indica · THC 24.5%')).toBeVisible();
    await expect(effects).toHaveText(['Relaxed', 'Calm', 'Happy']);
    release();
    await page.waitForLoadState('networkidle');
    await expect(card.getByText('Indica · THC 24.5%')).toBeVisible();
    await expect(effects).toHaveText(['Relaxed', 'Calm', 'Happy']);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('every product page is in the HTML with its price, canonical link, preview tags and Product JSON-LD', async ({
    baseURL,
  }) => {
    const api = await playwrightRequest.newContext({ baseURL });
    const products = routes.find((route) => route.path === '/product/:id')?.pages ?? [];
    expect(products).toHaveLength(48);
    const previews = new Set<string>();
    for (const path of products) {
      const response = await api.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const jsonLd = [
        ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
      ].map(
        ([, text]) =>
          JSON.parse(text ?? '') as {
            '@type': string;
            name?: string;
            offers?: unknown;
            additionalProperty?: { name: string }[];
          },
      );
      const product = jsonLd.find((data) => data['@type'] === 'Product');
      expect(product, `${path} Product JSON-LD`).toBeDefined();
      expect(product?.offers, `${path} offers`).toBeDefined();
      // The catalogue facts, in the data and on the page, for every product but the devices.
      const device = ['/product/33', '/product/34', '/product/36'].includes(path);
      expect(product?.additionalProperty?.[0]?.name, `${path} facts`).toBe(
        device ? undefined : 'Strain type',
      );
      expect(html.includes('>Potency and dosage</h2>'), `${path} potency section`).toBe(!device);
      expect(
        jsonLd.some((data) => data['@type'] === 'BreadcrumbList'),
        path,
      ).toBe(true);
      const name = product?.name ?? '';
      // The name as the page heading, in the title and the preview tags.
      const escaped = name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
      expect(html, path).toContain(`id="product-title"`);
      expect(html, path).toContain(`>${escaped}</h1>`);
      expect(html, path).toContain(`<title>${escaped} · Silk Road</title>`);
      expect(html, path).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/product\/\d+"\/>/);
      // A PNG link preview (most chat apps ignore SVG), served from this build.
      const preview =
        /<meta property="og:image" content="https?:\/\/[^/"]+(\/previews\/[^"]+\.png)"\/>/.exec(
          html,
        )?.[1];
      expect(preview, `${path} og:image`).toBeDefined();
      previews.add(preview ?? '');
      expect(html, path).toMatch(/<meta property="product:price:amount" content="\d+\.\d\d"\/>/);
      expect(html, path).toMatch(/\$\d+\.\d\d/);
      expect(html, path).toMatch(/<img [^>]*src="\/assets\/[^"]+\.svg"/);
    }
    // Each a 1200 x 630 PNG (Open Graph's size); one per artwork, so fewer than the pages.
    for (const preview of previews) {
      const response = await api.get(preview);
      expect(response.status(), preview).toBe(200);
      expect(response.headers()['content-type'], preview).toBe('image/png');
      const png = await response.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], preview).toEqual([1200, 630]);
    }
    await api.dispose();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a product page reads, the age gate does not block it, and the page says the cart needs JavaScript', async ({
      page,
    }) => {
      await page.goto('/product/4');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Gelato Pre-Roll Pack' }),
      ).toBeVisible();
      await expect(page.getByText('$39.99').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
      await expect(page.getByText('Are you 21 or older?')).toBeHidden();
      // Playwright turns script execution off without telling the HTML parser, which still reads
      // <noscript> as text: its text is what a browser without JavaScript shows.
      expect(await page.locator('noscript').textContent()).toBe(
        'Adding to the cart and checking out need JavaScript: turn it on to shop.',
      );
      await page.goto('/blog/1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});

test('a first visit sees the age gate from the first paint, and it becomes the modal', async ({
  page,
}) => {
  const problems = watchProblems(page);
  // The HTML as it arrives, before any module script has run.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/product/4');
  await expect(page.getByRole('heading', { name: 'Are you 21 or older?' })).toBeVisible();
  // Its answer works before the app has run, and is the session's answer.
  await page.getByRole('button', { name: "I'm 21 or Older" }).click();
  await expect(page.getByRole('heading', { name: 'Are you 21 or older?' })).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('age-verified'))).toBe('yes');
  // The code this page asked for after its first paint has failed, and says so, before the errors
  // it logs are counted out (on a loaded machine they came after the count and failed the test).
  await expect(page.getByRole('alert')).toContainText("The store's code did not load");
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => sessionStorage.clear());
  await page.unroute(/\/assets\/.*\.js$/);
  const before = problems.consoleErrors.length;
  await page.goto('/product/4');
  await expect(page.locator('dialog:modal')).toBeVisible();
  await expect(page.getByRole('button', { name: "I'm 21 or Older" })).toBeFocused();
  await page.getByRole('button', { name: "I'm 21 or Older" }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Are you 21 or older?' })).toBeHidden();
  expect(problems.consoleErrors.slice(before)).toEqual([]);
});

test("the app's code is requested only once the first contentful paint is on screen", async ({
  page,
}) => {
  await passAgeGate(page);
  for (const path of ['/', '/product/4']) {
    await page.goto(path);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    const { paint, firstScript } = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
      return {
        paint: fcp?.startTime,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    expect(paint, `${path}: a first contentful paint`).toBeGreaterThan(0);
    // Started with the paint's frame instead, the scripts shared its bandwidth (docs/performance.md
    // "The first paint's network").
    expect(firstScript, `${path}: first script after the paint`).toBeGreaterThanOrEqual(paint ?? 0);
  }
});

/** Holds back the page's module scripts, as on a slow phone, until `release` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// A form sent before the app runs is kept and sent once it does: tests/e2e/first-second.spec.ts.
test.describe('typed into a prerendered form before the app has taken over', () => {
  test.beforeEach(({ page }) => passAgeGate(page));

  test('the wholesale application keeps the early answers through hydration and sends them', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/wholesale', { waitUntil: 'commit' });
    await page.getByLabel(/^Name/).fill('Grace Hopper');
    await page.getByLabel(/^Email/).fill('grace@example.com');
    await page.getByLabel(/^State/).selectOption('Colorado');
    release();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await page.getByLabel(/^Store name/).fill('Cobol Botanicals');
    await page.getByLabel(/^Message/).fill('We run two stores in Denver.');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Application Submitted!'),
    ).toBeVisible({ timeout: 10_000 });
  });
});
