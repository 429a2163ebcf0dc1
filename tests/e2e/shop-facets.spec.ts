import type { Page } from '@playwright/test';
import { expect, holdBack, passAgeGate, SHOP_REFINE_CHUNK, test, watchProblems } from './support';

/**
 * Shop facets (docs/behaviour.md "Shop filter, search and sort live in the URL"): effect, strain
 * type, potency and price beside the grid (a sheet on phones), counted with the other facets kept,
 * all in the URL, so reload, Back, Forward and a shared link give the same shop.
 */

const products = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');
const countBadge = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^\d+ Products?( in .+)?$/ });
const filtersForm = (page: Page) => page.getByRole('form', { name: 'Filters' });
/** A facet's checkbox by its label; its count is its description: "26 products". */
const box = (page: Page, label: string) => page.getByRole('checkbox', { name: label, exact: true });
const chips = (page: Page) => page.getByRole('group', { name: 'Filters on' });

test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('effect then potency: counts, cards, reload, Back and Forward', async ({
    shopper,
    problems,
  }) => {
    await shopper.goto('/shop');
    await expect(countBadge(shopper)).toHaveText('48 Products');
    await expect(filtersForm(shopper).getByRole('group', { name: 'Effects' })).toBeVisible();
    await expect(box(shopper, 'Relaxed')).toHaveAccessibleDescription('26 products');

    await box(shopper, 'Relaxed').click();
    await expect(shopper).toHaveURL(/\/shop\?effect=relaxed$/);
    await expect(countBadge(shopper)).toHaveText('26 Products');
    await expect(products(shopper)).toHaveCount(26);
    // Counted with Relaxed kept: no Sativa product is described as relaxed, so it is disabled.
    await expect(box(shopper, 'Sativa')).toBeDisabled();
    await expect(box(shopper, 'Sativa')).toHaveAccessibleDescription('0 products');
    await expect(box(shopper, 'High')).toBeEnabled();
    await expect(box(shopper, 'High')).toHaveAccessibleDescription(/^5 products /);
    // Other effects count what each alone would give with the rest kept.
    await expect(box(shopper, 'Happy')).toHaveAccessibleDescription('27 products');

    await box(shopper, 'High').click();
    await expect(shopper).toHaveURL(/\/shop\?effect=relaxed&potency=high$/);
    await expect(countBadge(shopper)).toHaveText('5 Products');
    await expect(products(shopper)).toHaveCount(5);
    await expect(products(shopper).first()).toHaveAccessibleName('Super Glue Hemp Flower');
    // What each band covers per form is said beside it.
    await expect(box(shopper, 'High')).toHaveAccessibleDescription(
      '5 products Flower 24% and up · concentrates 66% and up · vapes 60% and up · edibles 10 mg and up a serving',
    );

    await shopper.reload();
    await expect(countBadge(shopper)).toHaveText('5 Products');
    await expect(box(shopper, 'Relaxed')).toBeChecked();
    await expect(box(shopper, 'High')).toBeChecked();

    await shopper.goBack();
    await expect(shopper).toHaveURL(/\/shop\?effect=relaxed$/);
    await expect(box(shopper, 'High')).not.toBeChecked();
    await expect(products(shopper)).toHaveCount(26);

    await shopper.goForward();
    await expect(shopper).toHaveURL(/\/shop\?effect=relaxed&potency=high$/);
    await expect(products(shopper)).toHaveCount(5);
    expect(problems).toEqual({ consoleErrors: [], cspViolations: [], pageErrors: [] });
  });

  test('a shared link in any order gives the same shop; unknown values are dropped', async ({
    shopper,
  }) => {
    await shopper.goto('/shop?potency=high&effect=nope&effect=relaxed&effect=relaxed');
    await expect(countBadge(shopper)).toHaveText('5 Products');
    await expect(chips(shopper).getByRole('button')).toHaveText([
      'Relaxed',
      'High potency',
      'Clear all',
    ]);
  });

  test('a chip takes its filter off; Clear all takes every filter off, the search stays', async ({
    shopper,
  }) => {
    await shopper.goto('/shop?category=flower&effect=relaxed&effect=sleepy&type=indica&q=glue');
    await expect(countBadge(shopper)).toHaveText('1 Product in Flower');
    await chips(shopper).getByRole('button', { name: 'Remove Indica' }).click();
    await expect(shopper).toHaveURL(/\/shop\?category=flower&q=glue&effect=relaxed&effect=sleepy$/);
    await expect(box(shopper, 'Indica')).not.toBeChecked();
    await chips(shopper).getByRole('button', { name: 'Remove Flower' }).click();
    await expect(shopper.getByRole('radio', { name: 'All Products' })).toBeChecked();
    await chips(shopper).getByRole('button', { name: 'Clear all' }).click();
    await expect(shopper).toHaveURL(/\/shop\?q=glue$/);
    await expect(chips(shopper)).toHaveCount(0);
    await expect(shopper.getByRole('searchbox', { name: 'Search products' })).toHaveValue('glue');
    await shopper.goBack();
    await expect(chips(shopper).getByRole('button', { name: 'Remove Sleepy' })).toBeVisible();
  });

  test('no results: says so and offers a way out', async ({ shopper }) => {
    await shopper.goto('/shop?effect=sleepy&type=sativa');
    await expect(countBadge(shopper)).toHaveText('0 Products');
    await expect(
      shopper.getByRole('heading', { name: 'No products match these filters' }),
    ).toBeVisible();
    // A ticked value stays enabled even at 0, so it can be taken off.
    await expect(box(shopper, 'Sleepy')).toBeEnabled();
    // The chip says "Sativa"; the way out under the message says what it does.
    await shopper
      .getByRole('button', { name: 'Remove Sativa' })
      .filter({ hasText: 'Remove' })
      .click();
    await expect(shopper).toHaveURL(/\/shop\?effect=sleepy$/);
    await expect(products(shopper)).toHaveCount(6);

    await shopper.goto('/shop?effect=sleepy&type=sativa&price=100-up');
    await shopper.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(shopper).toHaveURL(/\/shop$/);
    await expect(products(shopper)).toHaveCount(48);
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the Filters sheet applies as it is ticked and shows its products', async ({ shopper }) => {
    await shopper.goto('/shop?type=indica');
    const open = shopper.getByRole('button', { name: /^Filters/ });
    await expect(open).toHaveAccessibleName('Filters (1)');
    // The lists are in the sheet on a phone, not on the page.
    await expect(box(shopper, 'Relaxed')).toBeHidden();
    await open.click();
    const sheet = shopper.getByRole('dialog', { name: /^Filters/ });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('checkbox', { name: 'Sleepy' }).click();
    await expect(shopper).toHaveURL(/\/shop\?effect=sleepy&type=indica$/);
    await expect(sheet.getByRole('heading', { name: 'Filters (2 on)' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Show 5 products' }).click();
    await expect(sheet).toBeHidden();
    await expect(open).toHaveAccessibleName('Filters (2)');
    await expect(open).toBeFocused();
    await expect(products(shopper)).toHaveCount(5);
    await expect(chips(shopper).getByRole('button', { name: 'Remove Sleepy' })).toBeVisible();
  });
});

test('before the app runs, the facet form still gives the filtered shop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await passAgeGate(page);
  // Holds every script of the app back, as a slow phone does (docs/first-second.md).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/shop', { waitUntil: 'commit' });
  const form = filtersForm(page);
  await expect(box(page, 'Relaxed')).toBeVisible();
  // A real GET form: its boxes are named like the URL, and it has a button to send it.
  await expect(form).toHaveAttribute('action', '/shop');
  await expect(box(page, 'Relaxed')).toHaveAttribute('name', 'effect');
  const apply = form.getByRole('button', { name: 'Apply filters' });
  await box(page, 'Relaxed').click();
  await expect(box(page, 'Relaxed')).toHaveAttribute('data-early', 'pending', { timeout: 100 });
  await apply.click();
  await expect(apply).toHaveAttribute('data-early', 'pending', { timeout: 100 });
  expect(await page.evaluate(() => 'appReady' in document.documentElement.dataset)).toBe(false);

  release();
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/shop\?effect=relaxed$/);
  await expect(products(page)).toHaveCount(26);
  await expect(box(page, 'Relaxed')).toBeChecked();
  // Once the app runs, each tick applies at once: the button is gone.
  await expect(apply).toBeHidden();
  await expect(page.locator('[data-early]')).toHaveCount(0);
});

/**
 * A returning shopper at 1280 px opens `path` with the shop's filters chunk held back
 * (docs/architecture.md "Sections that hydrate later"): its release, and the page's problems.
 */
async function openWithFiltersHeld(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = watchProblems(page);
  await passAgeGate(page);
  const release = await holdBack(page, SHOP_REFINE_CHUNK);
  await page.goto(path);
  return { release, problems };
}

test('the filters keep their prerendered form until their code arrives, and a press on it is applied then', async ({
  page,
}) => {
  const { release, problems } = await openWithFiltersHeld(page, '/shop');
  // The app runs (the grid is its own) while the filters are still their server HTML.
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1, { timeout: 15_000 });
  const form = filtersForm(page);
  const apply = form.getByRole('button', { name: 'Apply filters' });
  await expect(box(page, 'Relaxed')).toHaveAccessibleDescription('26 products');
  await expect(form.getByRole('radio', { name: 'Flower' })).toBeVisible();
  await expect(apply).toBeVisible();
  // React marks each DOM node it has hydrated with its fiber; the held section has none yet.
  const hydrated = () =>
    box(page, 'Relaxed').evaluate((input) =>
      Object.keys(input).some((key) => key.startsWith('__reactFiber')),
    );
  expect(await hydrated()).toBe(false);
  await expect(products(page).first()).toBeVisible();
  await expect(products(page)).toHaveCount(48);

  // Ticked and sent while the code is still on its way: kept, and done once it is there.
  await box(page, 'Relaxed').check();
  await apply.click();
  await expect(page).toHaveURL(/\/shop$/);
  expect(await hydrated()).toBe(false);

  release();
  await expect(page).toHaveURL(/\/shop\?effect=relaxed$/);
  await expect(products(page)).toHaveCount(26);
  await expect.poll(hydrated).toBe(true);
  await expect(box(page, 'Relaxed')).toBeChecked();
  await expect(box(page, 'Sativa')).toBeDisabled();
  await expect(chips(page).getByRole('button', { name: 'Remove Relaxed' })).toBeVisible();
  // Hydrated: each tick now applies at once, and the button is gone.
  await expect(apply).toBeHidden();
  await box(page, 'High').click();
  await expect(page).toHaveURL(/\/shop\?effect=relaxed&potency=high$/);
  await expect(products(page)).toHaveCount(5);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test("a category chip pressed once the grid is the app's, before the filters' code, is done when it comes", async ({
  page,
}) => {
  const { release, problems } = await openWithFiltersHeld(page, '/shop');
  // The screen has hydrated (a card's button is React's: it carries a fiber) while the filters
  // are still their server HTML. Until they come, the app has not taken the page over
  // (docs/first-second.md): a chip pressed there now would otherwise reach no handler, and React,
  // replaying the click onto a box the browser had already ticked, would change nothing.
  const addButton = products(page)
    .first()
    .getByRole('button', { name: /Add to Cart/ });
  await expect
    .poll(() =>
      addButton.evaluate((button) =>
        Object.keys(button).some((key) => key.startsWith('__reactFiber')),
      ),
    )
    .toBe(true);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
  const gummies = filtersForm(page).getByRole('radio', { name: 'Gummies' });
  await gummies.click();
  await expect(gummies).toHaveAttribute('data-early', 'pending');
  await expect(gummies).not.toBeChecked();

  release();
  await expect(page).toHaveURL(/\/shop\?category=gummies$/);
  await expect(gummies).toBeChecked();
  await expect(countBadge(page)).toHaveText(/Products? in Gummies$/);
  await expect(page.locator('[data-early]')).toHaveCount(0);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test("a shared link shows its products while the filters' code is held, and the filters when it comes", async ({
  page,
}) => {
  const { release, problems } = await openWithFiltersHeld(
    page,
    '/shop?effect=relaxed&potency=high',
  );
  // The grid needs only the first load's code: the URL's products, in their order.
  await expect(countBadge(page)).toHaveText('5 Products');
  await expect(products(page)).toHaveCount(5);
  await expect(products(page).first()).toHaveAccessibleName('Super Glue Hemp Flower');
  await expect(box(page, 'Relaxed')).toHaveCount(0);

  release();
  await expect(box(page, 'Relaxed')).toBeChecked();
  await expect(box(page, 'High')).toBeChecked();
  await expect(chips(page).getByRole('button', { name: 'Remove High potency' })).toBeVisible();
  await chips(page).getByRole('button', { name: 'Remove High potency' }).click();
  await expect(page).toHaveURL(/\/shop\?effect=relaxed$/);
  await expect(products(page)).toHaveCount(26);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
