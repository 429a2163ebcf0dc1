import type { Page } from '@playwright/test';
import { expect, holdApp, passAgeGate, test } from './support';

/**
 * The top bar's search (docs/behaviour.md "Search"): as you type from any page, by keyboard or
 * pointer, and before the app's code runs, when it is a plain form to /shop.
 */

/** The combobox's own chunk (src/components/TopBar/SearchCombobox.tsx). */
const SEARCH_CHUNK = /\/assets\/SearchCombobox-[\w-]+\.js$/;

const searchBox = (page: Page) => page.getByRole('banner').getByLabel('Search the store');
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });

/** Types into the top bar's box as a person does, key by key, once the combobox has taken over. */
async function typeInSearch(page: Page, text: string) {
  const box = searchBox(page);
  await box.click();
  await expect(page.getByRole('combobox', { name: 'Search the store' })).toBeFocused();
  await box.pressSequentially(text, { delay: 30 });
}

test.describe('search from the top bar', () => {
  test('by keyboard: type, ArrowDown to the first product, Enter opens its page', async ({
    shopper,
    problems,
  }) => {
    await shopper.goto('/blog');
    await typeInSearch(shopper, 'gelato pre');
    await expect(
      suggestions(shopper).getByRole('option', { name: /Gelato Pre-Roll Pack/ }),
    ).toBeVisible();
    // A screen reader hears how many there are.
    await expect(shopper.getByRole('banner').getByRole('status')).toHaveText(/^\d+ suggestions?$/);
    await shopper.keyboard.press('ArrowDown');
    await expect(searchBox(shopper)).toHaveAttribute('aria-activedescendant', /.+/);
    await shopper.keyboard.press('Enter');
    await expect(shopper).toHaveURL(/\/product\/4$/);
    await expect(
      shopper.getByRole('heading', { level: 1, name: 'Gelato Pre-Roll Pack' }),
    ).toBeVisible();
    // The box starts afresh on the new page.
    await expect(searchBox(shopper)).toHaveValue('');
    await expect(suggestions(shopper)).toBeHidden();
    expect(problems).toEqual({ consoleErrors: [], cspViolations: [], pageErrors: [] });
  });

  test('Enter on the typed text, no suggestion chosen, opens the shop with it as q', async ({
    shopper,
  }) => {
    await shopper.goto('/');
    await typeInSearch(shopper, 'mango');
    await expect(suggestions(shopper)).toBeVisible();
    await shopper.keyboard.press('Enter');
    await expect(shopper).toHaveURL(/\/shop\?q=mango$/);
    await expect(shopper.getByRole('searchbox', { name: 'Search products' })).toHaveValue('mango');
    await expect(shopper.getByText(/^\d+ Products?$/)).not.toHaveText('48 Products');
  });

  test('choosing an effect opens the shop by that effect', async ({ shopper }) => {
    await shopper.goto('/wholesale');
    await typeInSearch(shopper, 'relax');
    await suggestions(shopper)
      .getByRole('option', { name: /^Relaxed/ })
      .click();
    await expect(shopper).toHaveURL(/\/shop\?effect=relaxed$/);
    await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('nothing matches: it says so and offers the shop search', async ({ shopper }) => {
    await shopper.goto('/');
    await typeInSearch(shopper, 'zzqx');
    await expect(shopper.getByRole('banner').getByText('Nothing matches “zzqx”.')).toBeVisible();
    await expect(shopper.getByRole('banner').getByRole('status')).toHaveText('No suggestions');
    await suggestions(shopper)
      .getByRole('option', { name: 'Search all products for “zzqx”' })
      .click();
    await expect(shopper).toHaveURL(/\/shop\?q=zzqx$/);
  });

  test('Escape closes the suggestions and keeps the text and the focus', async ({ shopper }) => {
    await shopper.goto('/');
    await typeInSearch(shopper, 'gel');
    await expect(suggestions(shopper)).toBeVisible();
    await shopper.keyboard.press('Escape');
    await expect(suggestions(shopper)).toBeHidden();
    await expect(searchBox(shopper)).toHaveValue('gel');
    await expect(searchBox(shopper)).toBeFocused();
    await expect(searchBox(shopper)).toHaveAttribute('aria-expanded', 'false');
  });

  test('Up from the box wraps to the last option; Escape, then Down, opens the list again', async ({
    shopper,
  }) => {
    await shopper.goto('/');
    await typeInSearch(shopper, 'gel');
    const box = searchBox(shopper);
    const options = suggestions(shopper).getByRole('option');
    await expect(options.first()).toBeVisible();
    // Up from the typed text: the last option, the shop search; Down from there wraps to the first.
    await shopper.keyboard.press('ArrowUp');
    const last = options.last();
    await expect(last).toHaveText('Search all products for “gel”');
    await expect(box).toHaveAttribute('aria-activedescendant', (await last.getAttribute('id'))!);
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await shopper.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id'))!,
    );
    // Closed, the box points at nothing; Down opens it again with no option chosen.
    await shopper.keyboard.press('Escape');
    await expect(suggestions(shopper)).toBeHidden();
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await shopper.keyboard.press('ArrowDown');
    await expect(suggestions(shopper)).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  test('a press on a suggestion opens it; the box keeps its focus until the page changes', async ({
    shopper,
  }) => {
    await shopper.goto('/blog');
    await typeInSearch(shopper, 'gelato pre');
    const option = suggestions(shopper).getByRole('option', { name: /Gelato Pre-Roll Pack/ });
    await option.hover();
    await shopper.mouse.down();
    // The press alone leaves the focus in the box and the list open, as a screen reader expects.
    await expect(searchBox(shopper)).toBeFocused();
    await expect(suggestions(shopper)).toBeVisible();
    await shopper.mouse.up();
    await expect(shopper).toHaveURL(/\/product\/4$/);
    await expect(searchBox(shopper)).toHaveValue('');
  });

  test('on a phone the search button opens the box under the bar; Escape closes it', async ({
    shopper,
  }) => {
    await shopper.setViewportSize({ width: 375, height: 740 });
    await shopper.goto('/');
    await expect(searchBox(shopper)).toBeHidden();
    const toggle = shopper.getByRole('banner').getByLabel('Search', { exact: true });
    await toggle.click();
    // The press itself puts the focus in the box, so a phone's keyboard comes up.
    await expect(searchBox(shopper)).toBeFocused();
    await shopper.keyboard.type('sleepy', { delay: 30 });
    const option = suggestions(shopper).getByRole('option').first();
    await expect(option).toBeVisible();
    const box = await option.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await shopper.keyboard.press('Escape');
    await expect(suggestions(shopper)).toBeHidden();
    await shopper.keyboard.press('Escape');
    await expect(searchBox(shopper)).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('its code is not in the first load: it comes on the first focus', async ({ shopper }) => {
    const requested: string[] = [];
    shopper.on('request', (request) => {
      if (SEARCH_CHUNK.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    await shopper.goto('/shop');
    await shopper.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await searchBox(shopper).focus();
    await expect.poll(() => requested.length).toBe(1);
    await expect(shopper.getByRole('combobox', { name: 'Search the store' })).toBeFocused();
  });
});

for (const { name, viewport } of [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`before the app has started, at ${name} width`, () => {
    test.use({ viewport });

    test('typing and Enter in the plain form opens the shop with q', async ({ page }) => {
      await passAgeGate(page);
      const release = await holdApp(page);
      await page.goto('/product/4', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // On a phone the search button is a <details>: it opens without the app's code.
      if (name === 'phone')
        await page.getByRole('banner').getByLabel('Search', { exact: true }).click();
      const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the store' });
      await box.fill('blue dream');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/shop\?q=blue\+dream$/);
      expect(await page.evaluate(() => 'appReady' in document.documentElement.dataset)).toBe(false);
      await release();
      await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(
        'blue dream',
      );
      await expect(page.getByRole('article', { name: 'Blue Dream Pre-Roll 5-Pack' })).toBeVisible();
    });
  });
}
