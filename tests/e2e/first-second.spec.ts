import type { Locator, Page } from '@playwright/test';
import {
  cartDrawer,
  expect,
  holdApp,
  passAgeGate,
  storedCart,
  test,
  watchProblems,
} from './support';

/**
 * The first second (docs/first-second.md): a prerendered page shows its controls before the
 * app's code runs. Each test holds the app's scripts back, as a slow phone does, acts on the
 * static page, checks that the app had not started when it acted and that the press was
 * acknowledged at once, then lets the code arrive and checks that what the shopper did was done,
 * once, in order.
 */

const widths = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

/** A returning shopper (gate passed) opens `path` with the app's scripts held back. */
async function openHeld(page: Page, path: string): Promise<() => Promise<void>> {
  await passAgeGate(page);
  const release = await holdApp(page);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/**
 * Notes, in the page, whether each press's acknowledgement was drawn into the DOM within the
 * press's own task: before the browser runs anything else, so before its next frame. Each press
 * starts a token that a zero-delay timer (the next task) ends; the mutation observer's callback,
 * a microtask of the task that made the change, finds the token still open only if the mark was
 * made while the press was being handled. Not a time in ms: that depends on the machine's load
 * (`npm run bench` prints the first second's figures).
 */
async function watchAcknowledgements(page: Page) {
  await page.addInitScript(() => {
    const acknowledged: boolean[] = [];
    let pressing = false;
    const press = () => {
      pressing = true;
      setTimeout(() => (pressing = false), 0);
    };
    // Window capture runs before anything on the document.
    window.addEventListener('click', press, true);
    window.addEventListener('submit', press, true);
    new MutationObserver((records) => {
      if (records.some((record) => (record.target as Element).getAttribute('data-early')))
        acknowledged.push(pressing);
    }).observe(document, { attributes: true, attributeFilter: ['data-early'], subtree: true });
    Object.assign(window, { acknowledgedInPress: acknowledged });
  });
}

/** The prerendered page is up, and none of the app's code has run. */
async function expectStaticPage(page: Page) {
  const state = await page.evaluate(() => {
    const root = document.getElementById('root');
    return {
      ready: 'appReady' in document.documentElement.dataset,
      // React marks the container it listens on (hydrateRoot or createRoot) with a key of its own.
      reactListening: root ? Object.keys(root).some((key) => key.startsWith('_react')) : true,
      prerendered: (root?.childElementCount ?? 0) > 0,
    };
  });
  expect(state).toEqual({ ready: false, reactListening: false, prerendered: true });
}

/** Presses a control on the static page and checks that it says, at once, that it is working. */
async function pressEarly(page: Page, control: Locator, pending: Locator = control) {
  await control.click();
  await expectStaticPage(page);
  await expect(pending).toHaveAttribute('data-early', 'pending', { timeout: 100 });
  const acknowledged = await page.evaluate(() =>
    (window as unknown as { acknowledgedInPress: boolean[] }).acknowledgedInPress.splice(0),
  );
  expect(acknowledged.length, 'one acknowledgement drawn for the press').toBeGreaterThan(0);
  expect(acknowledged, 'drawn while the press was handled, before any later task').not.toContain(
    false,
  );
  await expect(page.locator('#early-status')).toContainText('as soon as the page has finished');
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
// The visit's first add opens the cart drawer, which says what it did (docs/behaviour.md "Cart
// drawer").

for (const { name: width, viewport } of widths) {
  test.describe(`before the app has started, at ${width} width`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await watchAcknowledgements(page);
    });

    test('home: the size, the quantity and two taps on Add to Cart are all done, once each', async ({
      page,
    }) => {
      const problems = watchProblems(page);
      const release = await openHeld(page, '/');
      const card = page.getByRole('article', { name: 'Super Glue' });
      await expect(card).toBeVisible();
      await expectStaticPage(page);
      await pressEarly(page, card.getByRole('radio', { name: '1 oz (28g)' }));
      // A chip is not ticked until the app knows of it: it shows as pending instead.
      await expect(card.getByRole('radio', { name: '1 oz (28g)' })).not.toBeChecked();
      await pressEarly(page, card.getByRole('button', { name: 'Increase quantity of Super Glue' }));
      const add = card.getByRole('button', { name: /Add to Cart/ });
      await pressEarly(page, add);
      await pressEarly(page, add);
      expect(await storedCart(page)).toBeNull();

      await release();
      await expect(card.getByRole('radio', { name: '1 oz (28g)' })).toBeChecked();
      await expect(card.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
      await expect
        .poll(() => storedCart(page))
        .toEqual([expect.objectContaining({ id: 'super-glue', size: '28g', quantity: 4 })]);
      await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
      await expect(
        cartDrawer(page).getByRole('status').getByText('Super Glue · 1 oz (28g) × 2').first(),
      ).toBeVisible();
      await expect(page.locator('[data-early]')).toHaveCount(0);
      await expect(page.locator('#early-status')).toBeEmpty();
      expect(problems).toEqual({ consoleErrors: [], cspViolations: [], pageErrors: [] });
    });

    test('shop: an add, then category, search and sort are done in order and kept in the URL', async ({
      page,
    }) => {
      const release = await openHeld(page, '/shop');
      const card = page.getByRole('article', { name: 'Sour Tangie Live Resin Cartridge' });
      await expect(card).toBeVisible();
      await expectStaticPage(page);
      await pressEarly(page, card.getByRole('radio', { name: '1g' }));
      await pressEarly(page, card.getByRole('button', { name: /Add to Cart/ }));
      await pressEarly(page, page.getByRole('radio', { name: 'Gummies' }));
      const search = page.getByRole('searchbox', { name: 'Search products' });
      await search.fill('mango');
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
      await expectStaticPage(page);
      // What a native control shows, it shows at once.
      await expect(search).toHaveValue('mango');

      await release();
      await expect(page).toHaveURL(/category=gummies/);
      await expect(page).toHaveURL(/q=mango/);
      await expect(page).toHaveURL(/sort=price-asc/);
      await expect(page.getByRole('radio', { name: 'Gummies' })).toBeChecked();
      await expect(search).toHaveValue('mango');
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
      await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(
        1,
      );
      await expect
        .poll(() => storedCart(page))
        .toEqual([
          expect.objectContaining({
            name: 'Sour Tangie Live Resin Cartridge',
            size: '1g',
            quantity: 1,
          }),
        ]);
      await expect(
        cartDrawer(page)
          .getByRole('status')
          .getByText('Sour Tangie Live Resin Cartridge has been added to your cart.'),
      ).toBeVisible();
      // The category was a step of its own: Back undoes the sort, then the category.
      await page.goBack();
      await expect(page).not.toHaveURL(/sort=/);
    });

    test('product page: size, quantity typed and stepped, and Add to Cart', async ({ page }) => {
      const release = await openHeld(page, '/product/4');
      const buy = page.getByRole('main');
      await expect(buy.getByRole('heading', { level: 1 })).toBeVisible();
      await expectStaticPage(page);
      await pressEarly(page, buy.getByRole('radio', { name: '8 pack' }));
      const quantity = buy.getByRole('textbox', { name: 'Quantity' }).first();
      await quantity.fill('4');
      await pressEarly(
        page,
        buy.getByRole('button', { name: 'Increase quantity of Gelato Pre-Roll Pack' }),
      );
      await pressEarly(page, buy.getByRole('button', { name: /Add to Cart/ }).first());

      await release();
      await expect
        .poll(() => storedCart(page))
        .toEqual([expect.objectContaining({ id: 4, size: '8 pack', quantity: 5 })]);
      await expect(quantity).toHaveValue('5');
      await expect(
        cartDrawer(page)
          .getByRole('status')
          .getByText('Gelato Pre-Roll Pack has been added to your cart.'),
      ).toBeVisible();
    });

    test('product page: Save pressed on the page and on a related card, each saved once', async ({
      page,
    }) => {
      const release = await openHeld(page, '/product/4');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expectStaticPage(page);
      const save = main.getByRole('button', { name: 'Save Gelato Pre-Roll Pack' });
      await pressEarly(page, save);
      const related = main.getByRole('region', { name: 'Related Products' });
      const relatedSave = related.getByRole('button', { name: /^Save / }).first();
      const relatedName = ((await relatedSave.getAttribute('aria-label')) ?? '').slice(5);
      await pressEarly(page, relatedSave);
      // Not claimed as saved before the app knows of it.
      await expect(save).toHaveAttribute('aria-pressed', 'false');
      expect(await page.evaluate(() => localStorage.getItem('saved-products'))).toBeNull();

      await release();
      await expect(save).toHaveAttribute('aria-pressed', 'true');
      await expect(relatedSave).toHaveAttribute('aria-pressed', 'true');
      const relatedId = await related
        .getByRole('link', { name: relatedName })
        .getAttribute('href')
        .then((href) => Number(href?.split('/').pop()));
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('saved-products') ?? '0')))
        .toEqual([relatedId, 4]);
      await expect(page.getByRole('link', { name: 'Saved, 2 products' })).toBeVisible();
      await expect(page.locator('[data-early]')).toHaveCount(0);
    });

    test('theme: a choice shows at once and is the app’s choice once it runs', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      const release = await openHeld(page, '/blog');
      const dark = page.getByRole('radio', { name: 'Dark' });
      await expect(dark).toBeAttached();
      await expectStaticPage(page);
      // The radio is drawn by its label (an icon); a person presses that. Pressing the label
      // waits until it stands still: a click aimed at the 1 px radio itself could land beside it
      // while the page was still moving as it loaded.
      await page.locator('label', { has: dark }).click();
      await expectStaticPage(page);
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');

      await release();
      await expect(dark).toBeChecked();
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    });

    test('blog: a category chosen early is shown and in the URL', async ({ page }) => {
      const release = await openHeld(page, '/blog');
      await expect(page.getByRole('radio', { name: 'Legal' })).toBeVisible();
      await pressEarly(page, page.getByRole('radio', { name: 'Legal' }));
      await release();
      await expect(page).toHaveURL(/category=legal/);
      await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(1);
    });

    test('forms: an application typed and sent early is sent once, keeping every answer', async ({
      page,
    }) => {
      let sent = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/wholesale')) sent += 1;
      });
      const release = await openHeld(page, '/wholesale');
      await expect(page.getByLabel(/^Name/)).toBeVisible();
      await page.evaluate(() => (document.body.dataset.sameDocument = 'yes'));
      await page.getByLabel(/^Name/).fill('Grace Hopper');
      await page.getByLabel(/^Email/).fill('grace@example.com');
      await page.getByLabel(/^Store name/).fill('Cobol Botanicals');
      await page.getByLabel(/^State/).selectOption('Colorado');
      await page.getByLabel(/^Message/).fill('We run two stores in Denver.');
      await pressEarly(
        page,
        page.getByRole('button', { name: 'Submit Application' }),
        page.getByRole('button', { name: 'Submit Application' }),
      );
      // The browser did not send the form itself (that would load a new page).
      await expect(page.locator('body[data-same-document="yes"]')).toHaveCount(1);

      await release();
      await expect(toasts(page).getByText('Application Submitted!')).toBeVisible({
        timeout: 10_000,
      });
      await expect(page.locator('body[data-same-document="yes"]')).toHaveCount(1);
      await expect(page.getByLabel(/^Name/)).toHaveValue('');
      await expect(toasts(page).getByText('Application Submitted!')).toHaveCount(1);
      // Sent once: the kept press, not also the browser's or a second replay.
      expect(sent).toBe(1);
    });

    test('forms: the newsletter sent early with Enter is sent once the app runs', async ({
      page,
    }) => {
      const release = await openHeld(page, '/blog');
      const email = page.getByRole('textbox', { name: /email/i }).last();
      await email.fill('reader@example.com');
      await email.press('Enter');
      await expectStaticPage(page);
      await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveAttribute(
        'data-early',
        'pending',
      );
      await release();
      await expect(toasts(page).getByText(/Subscribed/)).toBeVisible({ timeout: 10_000 });
      await expect(toasts(page).getByText(/Subscribed/)).toHaveCount(1);
    });

    test('links work before the app, as links', async ({ page }) => {
      await openHeld(page, '/blog');
      const read = page.getByRole('link', { name: /^Read More/ }).first();
      await expect(read).toBeVisible();
      await expectStaticPage(page);
      await read.click();
      await expect(page).toHaveURL(/\/blog\/\d+$/);
    });

    test('the age gate answered from the keyboard on the static page hands focus to the heading', async ({
      page,
    }) => {
      const release = await holdApp(page);
      await page.goto('/', { waitUntil: 'commit' });
      const confirm = page.getByRole('button', { name: "I'm 21 or Older" });
      await expect(confirm).toBeVisible();
      await expectStaticPage(page);
      await confirm.focus();
      await page.keyboard.press('Enter');
      await expect(confirm).toBeHidden();
      const focused = () =>
        page.evaluate(() => ({
          tag: document.activeElement?.tagName,
          ring: getComputedStyle(document.activeElement ?? document.body).outlineStyle,
        }));
      // A keyboard user goes on from the heading, and sees where they are.
      expect(await focused()).toEqual({ tag: 'H1', ring: 'solid' });
      await release();
      await expect(confirm).toBeHidden();
      expect((await focused()).tag).toBe('H1');
    });
  });
}

test.describe('before the app has started, on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu tapped early opens once the app runs', async ({ page }) => {
    await watchAcknowledgements(page);
    const release = await openHeld(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await pressEarly(page, menu);
    await release();
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible({ timeout: 10_000 });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  test('a press kept for an app whose code never comes is not claimed', async ({ page }) => {
    await passAgeGate(page);
    let abort: () => void = () => undefined;
    const failNow = new Promise<void>((resolve) => (abort = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await failNow;
      await route.abort('internetdisconnected');
    });
    await page.goto('/product/4', { waitUntil: 'commit' });
    const add = page
      .getByRole('main')
      .getByRole('button', { name: /Add to Cart/ })
      .first();
    await add.click();
    await expect(add).toHaveAttribute('data-early', 'pending');
    abort();
    await expect(page.locator('#app-failed')).toContainText('what you pressed was not done');
    await expect(page.locator('[data-early]')).toHaveCount(0);
    expect(await storedCart(page)).toBeNull();
  });
});

test.describe('before the app has started, on a page the app renders afresh', () => {
  test('a shop opened with a query: a press on a card still shown is done, one on a card that is gone is named as not done', async ({
    page,
  }) => {
    // The prerendered /shop answers the query's URL: all 48 products until the app renders gummies.
    const release = await openHeld(page, '/shop?category=gummies');
    const gummy = page.getByRole('article', { name: 'Watermelon Hemp Gummies' });
    const flower = page.getByRole('article', { name: 'Super Glue Hemp Flower' });
    await expect(flower).toBeVisible();
    await expectStaticPage(page);
    await gummy.getByRole('button', { name: /Add to Cart/ }).click();
    await flower.getByRole('button', { name: /Add to Cart/ }).click();

    await release();
    await expect(page.getByRole('radio', { name: 'Gummies' })).toBeChecked();
    await expect(flower).toHaveCount(0);
    // Matched in the new page by the card it sits in: added once.
    await expect
      .poll(() => storedCart(page))
      .toEqual([expect.objectContaining({ name: 'Watermelon Hemp Gummies', quantity: 1 })]);
    await expect(
      cartDrawer(page)
        .getByRole('status')
        .getByText('Watermelon Hemp Gummies has been added to your cart.'),
    ).toBeVisible();
    // The flower's card is not on this page: the store says so instead of adding it or nothing.
    await expect(toasts(page).getByText(/“Add to Cart” was not done/)).toBeVisible();
    await expect(page.locator('[data-early]')).toHaveCount(0);
  });
});

test.describe('focus after the age gate, once the app runs', () => {
  test('a tap hands focus to the heading without a ring; a key keeps the ring', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await page.getByRole('button', { name: "I'm 21 or Older" }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const ring = () =>
      page.evaluate(() => getComputedStyle(document.activeElement ?? document.body).outlineStyle);
    expect(await ring()).toBe('none');

    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await page.getByRole('button', { name: "I'm 21 or Older" }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await ring()).toBe('solid');
  });
});

test('a shop opened with a query has one description, the one for its query', async ({
  shopper,
}) => {
  await shopper.goto('/shop?category=gummies');
  // The app has rendered this URL's shop and its head tags.
  await expect(shopper.getByRole('radio', { name: 'Gummies' })).toBeChecked();
  await expect(shopper).toHaveTitle(/^Gummies · Shop/);
  const descriptions = shopper.locator('head meta[name="description"]');
  await expect(descriptions).toHaveCount(1);
  await expect(descriptions).toHaveAttribute('content', /gummies/);
  await expect(shopper.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(shopper.locator('head meta[property="og:title"]')).toHaveCount(1);
});
