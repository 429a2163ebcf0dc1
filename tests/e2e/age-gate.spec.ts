import { expect, test } from './support';

test.describe('age gate', () => {
  test('meets a visitor on a deep link, and is remembered after reload', async ({
    page,
    problems,
  }) => {
    await page.goto('/product/4');
    const gate = page.getByRole('dialog');
    await expect(gate).toBeVisible();
    await expect(gate.getByRole('heading')).toBeVisible();
    // Escape does not dismiss it, not even pressed twice (when browsers may close a modal anyway).
    await page.keyboard.press('Escape');
    await expect(gate).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(gate).toBeVisible();
    await expect(gate.getByRole('button', { name: "I'm 21 or Older" })).toBeFocused();
    // The page behind is inert: a click on the top bar's Shop link does nothing.
    const shopLink = page
      .getByRole('banner')
      .getByRole('link', { name: 'Shop', includeHidden: true });
    const box = await shopLink.boundingBox();
    if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL('/product/4');
    await expect(gate).toBeVisible();
    // Focus is inside the dialog.
    await expect(gate.locator(':focus')).toHaveCount(1);

    await gate.getByRole('button', { name: "I'm 21 or Older" }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
  });

  test('is shown on every route for a new visit, home included', async ({ page }) => {
    for (const path of ['/', '/shop', '/cart', '/blog/1', '/wholesale']) {
      await page.context().clearCookies();
      await page.goto(path);
      await page.evaluate(() => window.sessionStorage.clear());
      await page.reload();
      await expect(page.getByRole('dialog')).toBeVisible();
    }
  });

  test("'I'm Under 21' leaves the site", async ({ page }) => {
    // The real destination is outside this machine's network: answer it locally.
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Left the store</title>' }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: "I'm Under 21" }).click();
    await expect(page).toHaveURL(/^https:\/\/www\.google\.com\//);
  });
});
