import type { Page } from '@playwright/test';
import { expect, holdApp, test } from './support';

/**
 * The shop's pages (docs/behaviour.md "Shop pages"), at a catalogue larger than one page: the
 * 48-product site fits on its first page and shows none of this, so these run in the `scale`
 * project against a generated catalogue (`npm run bench -- --catalogue 480`; docs/performance.md
 * "Catalogue scale"), not in `npm test`.
 */
test.describe.configure({ mode: 'parallel' });
test.describe('shop pages', { tag: '@paged' }, () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const products = (page: Page) =>
    page.getByRole('list', { name: 'Products' }).getByRole('article');
  const more = (page: Page) => page.getByRole('navigation', { name: 'More products' });
  const showMore = (page: Page) => more(page).getByRole('link', { name: /^Show \d+ more product/ });
  /** The catalogue's size, as the shop's count says it: '480 Products'. */
  const catalogueSize = async (page: Page) => {
    const label = await page
      .getByRole('status')
      .filter({ hasText: /^[\d,]+ Products$/ })
      .textContent();
    return Number((label ?? '').replace(/\D/g, ''));
  };

  test('the first page without the app: 48 cards and a link to the next page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/shop');
    await expect(products(page)).toHaveCount(48);
    const total = await catalogueSize(page);
    expect(total).toBeGreaterThan(48);
    await expect(more(page).getByText(/^Showing 48 of [\d,]+ products$/)).toBeVisible();
    await expect(showMore(page)).toHaveAttribute('href', '/shop?page=2');
    await context.close();
  });

  test('Show more: the next page in place, focus on its first product, kept on reload; a filter starts again', async ({
    shopper,
    problems,
  }) => {
    await shopper.goto('/shop');
    await expect(products(shopper)).toHaveCount(48);
    const total = await catalogueSize(shopper);

    await showMore(shopper).scrollIntoViewIfNeeded();
    const scrolled = await shopper.evaluate(() => window.scrollY);
    await showMore(shopper).focus();
    await shopper.keyboard.press('Enter');
    await expect(shopper).toHaveURL(/\/shop\?page=2$/);
    await expect(products(shopper)).toHaveCount(Math.min(96, total));
    // Focus on the first new product's name, where reading goes on; the page did not jump to the top.
    await expect(products(shopper).nth(48).getByRole('heading').getByRole('link')).toBeFocused();
    expect(await shopper.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled - 1);
    await expect(more(shopper).getByText(new RegExp(`^Showing 96 of `))).toBeVisible();

    // A mouse press too.
    await showMore(shopper).click();
    await expect(shopper).toHaveURL(/\/shop\?page=3$/);
    await expect(products(shopper)).toHaveCount(Math.min(144, total));

    await shopper.reload();
    await expect(products(shopper)).toHaveCount(Math.min(144, total));

    // Another filter gives other products: from their first page.
    await shopper.getByRole('radio', { name: 'Flower' }).click();
    await expect(shopper).toHaveURL(/\/shop\?category=flower$/);
    const flower = shopper.getByRole('status').filter({ hasText: /^[\d,]+ Products? in Flower$/ });
    await expect(flower).toBeVisible();
    const flowerTotal = Number(((await flower.textContent()) ?? '').replace(/\D/g, ''));
    await expect(products(shopper)).toHaveCount(Math.min(48, flowerTotal));
    expect(problems).toEqual({ consoleErrors: [], cspViolations: [], pageErrors: [] });
  });

  test('Show more pressed before the app has started: the link opens the next page', async ({
    shopper,
  }) => {
    const startApp = await holdApp(shopper);
    await shopper.goto('/shop', { waitUntil: 'commit' });
    await expect(products(shopper)).toHaveCount(48);
    await showMore(shopper).click();
    await startApp();
    await expect(shopper).toHaveURL(/\/shop\?page=2$/);
    await expect(products(shopper)).toHaveCount(96);
  });
});
