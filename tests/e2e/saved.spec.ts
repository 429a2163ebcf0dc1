import type { Page } from '@playwright/test';
import { expect, passAgeGate, test } from './support';

/** The top bar's saved link; its name carries the count. */
const savedLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Saved,/ });

/**
 * The stored text of a list, parsed; text that is not JSON comes back as it is, so a poll waits
 * for the app to write a clean list instead of failing on the broken one still there.
 */
async function stored(page: Page, key: 'saved-products' | 'recently-viewed'): Promise<unknown> {
  return page.evaluate((name) => {
    const text = window.localStorage.getItem(name);
    if (text === null) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }, key);
}

const recentlyViewed = (page: Page) => page.getByRole('region', { name: 'Recently viewed' });

test.describe('saved products', () => {
  test('saved from the shop and a product page, counted in the top bar, listed, cleared', async ({
    shopper,
    problems,
  }) => {
    await shopper.goto('/shop?category=gummies');
    await expect(savedLink(shopper)).toHaveAccessibleName('Saved, none');
    const save = shopper.getByRole('button', { name: 'Save Pomegranate Full-Spectrum Gummies' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(savedLink(shopper)).toHaveAccessibleName('Saved, 1 product');

    await shopper.goto('/product/4');
    const main = shopper.getByRole('main');
    const onPage = main.getByRole('button', { name: 'Save Gelato Pre-Roll Pack' }).first();
    await onPage.click();
    await expect(onPage).toHaveAttribute('aria-pressed', 'true');
    await expect(savedLink(shopper)).toHaveAccessibleName('Saved, 2 products');
    expect(await stored(shopper, 'saved-products')).toEqual([4, 42]);

    // The link is a link: followed, it opens the saved page with both, newest first.
    await savedLink(shopper).click();
    await expect(shopper).toHaveURL(/\/saved$/);
    const list = shopper.getByRole('list', { name: 'Saved products' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveText([
      'Gelato Pre-Roll Pack',
      'Pomegranate Full-Spectrum Gummies',
    ]);
    // Add to Cart as on the shop.
    await list
      .getByRole('article', { name: 'Gelato Pre-Roll Pack' })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await expect(shopper.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    // A reload keeps them; Clear saved empties the page, the count and storage.
    await shopper.reload();
    await expect(list.getByRole('article')).toHaveCount(2);
    await shopper.getByRole('button', { name: 'Clear saved' }).click();
    await expect(
      shopper.getByRole('heading', { level: 1, name: 'No Saved Products Yet' }),
    ).toBeFocused();
    await expect(savedLink(shopper)).toHaveAccessibleName('Saved, none');
    expect(await stored(shopper, 'saved-products')).toEqual([]);
    await shopper.getByRole('link', { name: 'Browse the Shop' }).click();
    await expect(shopper.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    expect(problems).toEqual({ consoleErrors: [], cspViolations: [], pageErrors: [] });
  });

  test('the prerendered saved page is a frame: no empty state before the list', async ({
    shopper,
  }) => {
    await shopper.addInitScript(() => localStorage.setItem('saved-products', '[12]'));
    await shopper.route('**/saved', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      // What the server sends names neither state: the browser alone knows what was saved.
      expect(html).toContain('Saved Products');
      expect(html).not.toContain('No Saved Products Yet');
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
      await route.fulfill({ response, body: html });
    });
    await shopper.goto('/saved');
    await expect(shopper.getByRole('article', { name: 'Lifter Hemp Flower' })).toBeVisible();
  });

  test('a tampered stored list is cleaned: catalogue products only, once each', async ({
    shopper,
    problems,
  }) => {
    await shopper.addInitScript(() => {
      if (sessionStorage.getItem('tampered')) return;
      sessionStorage.setItem('tampered', 'yes');
      localStorage.setItem('saved-products', '[12,"12",999,"x",null,{"id":4},-1,"42",12]');
      localStorage.setItem('recently-viewed', '{"not":"a list"');
    });
    await shopper.goto('/saved');
    await expect(
      shopper.getByRole('list', { name: 'Saved products' }).getByRole('heading', { level: 2 }),
    ).toHaveText(['Lifter Hemp Flower', 'Pomegranate Full-Spectrum Gummies']);
    await expect(savedLink(shopper)).toHaveAccessibleName('Saved, 2 products');
    await expect.poll(() => stored(shopper, 'saved-products')).toEqual([12, 42]);
    // Broken JSON is an empty list, then a clean one.
    await shopper.goto('/product/9');
    await expect.poll(() => stored(shopper, 'recently-viewed')).toEqual([9]);
    expect(problems).toEqual({ consoleErrors: [], cspViolations: [], pageErrors: [] });
  });

  test('a second tab follows saves and clears without a reload', async ({ shopper, context }) => {
    await shopper.goto('/saved');
    await expect(
      shopper.getByRole('heading', { level: 1, name: 'No Saved Products Yet' }),
    ).toBeVisible();
    const other = await context.newPage();
    // sessionStorage is per tab: the second tab confirms 21+ too, or its page stays inert.
    await passAgeGate(other);
    await other.goto('/shop?category=flower');
    await other.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await other.getByRole('button', { name: 'Save Lifter Hemp Flower' }).click();

    await expect(savedLink(shopper)).toHaveAccessibleName('Saved, 1 product');
    await expect(shopper.getByRole('article', { name: 'Lifter Hemp Flower' })).toBeVisible();

    await shopper.getByRole('button', { name: 'Clear saved' }).click();
    await expect(other.getByRole('button', { name: 'Save Lifter Hemp Flower' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(savedLink(other)).toHaveAccessibleName('Saved, none');
  });

  for (const fault of [
    {
      name: 'window.localStorage throws',
      install: () => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      },
    },
    {
      name: 'its reads and writes throw',
      install: () => {
        const { getItem, setItem } = Storage.prototype;
        Storage.prototype.getItem = function (this: Storage, key: string) {
          if (this === window.localStorage) throw new DOMException('Refused', 'SecurityError');
          return getItem.call(this, key);
        };
        Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
          if (this === window.localStorage) throw new DOMException('Full', 'QuotaExceededError');
          setItem.call(this, key, value);
        };
      },
    },
  ]) {
    test(`storage that throws (${fault.name}) keeps the page working, in memory`, async ({
      shopper,
      problems,
    }) => {
      await shopper.addInitScript(fault.install);
      await shopper.goto('/shop?category=gummies');
      const save = shopper.getByRole('button', { name: 'Save Strawberry Lemonade Gummies' });
      await save.click();
      await expect(save).toHaveAttribute('aria-pressed', 'true');
      await expect(savedLink(shopper)).toHaveAccessibleName('Saved, 1 product');
      // Within the page (the app's own navigation) the list is kept in memory, and said so.
      await savedLink(shopper).click();
      await expect(
        shopper.getByRole('article', { name: 'Strawberry Lemonade Gummies' }),
      ).toBeVisible();
      await expect(
        shopper.getByText("This browser won't let us keep your saved products"),
      ).toBeVisible();
      // A product page opened still records the view and shows the row.
      await shopper.getByRole('link', { name: 'Strawberry Lemonade Gummies' }).click();
      await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(
        'Strawberry Lemonade Gummies',
      );
      await shopper.getByRole('banner').getByRole('link', { name: 'Shop' }).click();
      await expect(shopper.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
      await expect(recentlyViewed(shopper).getByRole('link')).toHaveText([
        'Strawberry Lemonade Gummies',
      ]);
      expect(problems.pageErrors).toEqual([]);
    });
  }
});

test.describe('recently viewed', () => {
  test('newest first, the product on screen left out, the last eight kept, and cleared', async ({
    shopper,
    problems,
  }) => {
    // Ten product pages, one after another.
    const viewed = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    for (const id of viewed) {
      await shopper.goto(`/product/${id}`);
      await expect
        .poll(async () => ((await stored(shopper, 'recently-viewed')) as number[] | null)?.[0])
        .toBe(id);
    }
    expect(await stored(shopper, 'recently-viewed')).toEqual([10, 9, 8, 7, 6, 5, 4, 3]);

    // On product 10's page: the seven before it, newest first.
    const row = recentlyViewed(shopper);
    await expect(row.getByRole('link')).toHaveCount(7);
    const hrefs = await row
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([9, 8, 7, 6, 5, 4, 3].map((id) => `/product/${id}`));

    // Going back to an older one moves it first, without a repeat.
    await row.getByRole('link').nth(3).click();
    await expect(shopper).toHaveURL(/\/product\/6$/);
    await expect.poll(() => stored(shopper, 'recently-viewed')).toEqual([6, 10, 9, 8, 7, 5, 4, 3]);

    // The shop shows all eight, below the grid.
    await shopper.goto('/shop');
    await expect(recentlyViewed(shopper).getByRole('link')).toHaveCount(8);
    await recentlyViewed(shopper).getByRole('button', { name: 'Clear recently viewed' }).click();
    await expect(recentlyViewed(shopper)).toHaveCount(0);
    expect(await stored(shopper, 'recently-viewed')).toEqual([]);
    expect(problems).toEqual({ consoleErrors: [], cspViolations: [], pageErrors: [] });
  });

  test('a second tab’s views show up in the row', async ({ shopper, context }) => {
    await shopper.goto('/shop?category=gummies');
    await expect(recentlyViewed(shopper)).toHaveCount(0);
    const other = await context.newPage();
    await passAgeGate(other);
    await other.goto('/product/42');
    await expect(recentlyViewed(shopper).getByRole('link')).toHaveText([
      'Pomegranate Full-Spectrum Gummies',
    ]);
  });
});
