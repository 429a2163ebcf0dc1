import { expect, test } from './support';

test.describe('not found', () => {
  test('an unknown path shows the 404 page, links home, and logs the path', async ({
    shopper,
    problems,
  }) => {
    await shopper.goto('/no/such/page');
    await expect(
      shopper.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await expect(shopper).toHaveTitle(/Page not found/);
    // Logged by the app once it runs, which can be after the prerendered page shows.
    await expect
      .poll(() => problems.consoleErrors.some((text) => text.includes('/no/such/page')))
      .toBe(true);
    await shopper.getByRole('link', { name: 'Back to Home' }).click();
    await expect(shopper).toHaveURL('/');
  });

  test('an unknown article is the 404 page', async ({ shopper, problems }) => {
    await shopper.goto('/blog/99');
    await expect(shopper.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect
      .poll(() => problems.consoleErrors.some((text) => text.includes('/blog/99')))
      .toBe(true);
  });

  for (const id of ['abc', '4.5', '-1', '1e3', '999']) {
    test(`/product/${id} is 'Product Not Found' with a way back to the shop`, async ({
      shopper,
    }) => {
      await shopper.goto(`/product/${id}`);
      await expect(
        shopper.getByRole('heading', { level: 1, name: 'Product Not Found' }),
      ).toBeVisible();
      await shopper.getByRole('link', { name: 'Back to Shop' }).click();
      await expect(shopper).toHaveURL('/shop');
      await expect(shopper.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    });
  }
});
