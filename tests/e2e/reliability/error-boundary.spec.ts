import type { Page } from '@playwright/test';
import { cartLink } from '../support';
import { expect, markProblems, open, problemsSince, test } from './cases';

const CART = JSON.stringify([
  { id: 'gelato', size: '3.5g', quantity: 2, name: 'Gelato', price: 2499, image: '' },
  { id: 4, size: '8 pack', quantity: 1, name: 'Gelato Pre-Roll Pack', price: 3999, image: '' },
]);

/**
 * Each route's path pattern (the crash switch's value), the screen its chunk exports, a URL it
 * serves and where to go next.
 */
const routes: {
  pattern: string;
  screen: `${string}Screen`;
  url: string;
  away: 'Home' | 'Shop';
}[] = [
  { pattern: '/', screen: 'HomeScreen', url: '/', away: 'Shop' },
  { pattern: 'shop', screen: 'ShopScreen', url: '/shop', away: 'Home' },
  { pattern: 'product/:id', screen: 'ProductScreen', url: '/product/4', away: 'Shop' },
  { pattern: 'blog', screen: 'BlogScreen', url: '/blog', away: 'Shop' },
  { pattern: 'blog/:id', screen: 'ArticleScreen', url: '/blog/1', away: 'Shop' },
  { pattern: 'wholesale', screen: 'WholesaleScreen', url: '/wholesale', away: 'Shop' },
  { pattern: 'cart', screen: 'CartScreen', url: '/cart', away: 'Shop' },
  { pattern: 'checkout', screen: 'CheckoutScreen', url: '/checkout', away: 'Shop' },
  { pattern: '*', screen: 'NotFoundScreen', url: '/no-such-page', away: 'Shop' },
];

/**
 * The crash switch, kept out of the production build: each screen's chunk (dist/assets/
 * <Screen>-<hash>.js) is served through a wrapper module that re-exports the real chunk and whose
 * screen throws while sessionStorage['test:crash-route'] holds the route's pattern, and renders
 * the real screen otherwise.
 */
async function crashScreensOnRequest(page: Page) {
  for (const { pattern, screen } of routes) {
    await page.route(new RegExp(`/assets/${screen}-[\\w-]+\\.js$`), async (route) => {
      const original = JSON.stringify(`${new URL(route.request().url()).pathname}?original`);
      await route.fulfill({
        contentType: 'text/javascript',
        body: [
          `import { ${screen} as Screen } from ${original};`,
          `export * from ${original};`,
          `export function ${screen}(props) {`,
          `  if (sessionStorage.getItem('test:crash-route') === ${JSON.stringify(pattern)})`,
          `    throw new Error(${JSON.stringify(`Test crash in route ${pattern}`)});`,
          `  return Screen(props);`,
          `}`,
        ].join('\n'),
      });
    });
  }
}

const awayHeading = { Home: /./, Shop: 'All Products' } as const;

test.describe('reliability: error boundary per route', () => {
  test('a screen that throws shows the recovery screen, keeps the cart, logs, and recovers', async ({
    shopper,
    problems,
    cases,
  }) => {
    test.setTimeout(90_000);
    await crashScreensOnRequest(shopper);
    await open(shopper, '/');
    for (const route of routes) {
      await cases.run('error-boundary', `route ${route.pattern} (${route.url})`, async () => {
        await shopper.evaluate(
          ([cart, pattern]: string[]) => {
            window.localStorage.setItem('cart', cart ?? '');
            // Read by the screen wrappers crashScreensOnRequest serves.
            window.sessionStorage.setItem('test:crash-route', pattern ?? '');
          },
          [CART, route.pattern],
        );
        const mark = markProblems(problems);

        await shopper.goto(route.url, { waitUntil: 'domcontentloaded' });
        await expect(shopper.locator('main h1')).toHaveText('Something went wrong');
        await expect(shopper.getByRole('link', { name: 'Go to Home' })).toBeVisible();
        // The layout stays: the top bar and its cart count, and the stored cart is untouched.
        await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 3 items');
        expect(await shopper.evaluate(() => window.localStorage.getItem('cart'))).toBe(CART);
        const caused = problemsSince(problems, mark);
        expect
          .soft(caused.consoleErrors.join('\n'), 'the error is logged')
          .toContain('A screen failed to render');
        expect
          .soft(caused.consoleErrors.join('\n'), 'the error is logged')
          .toContain(`Test crash in route ${route.pattern}`);
        expect.soft(caused.cspViolations, 'CSP violations').toEqual([]);
        // Caught by the route's boundary, so not an uncaught page error.
        expect.soft(caused.pageErrors, 'page errors').toEqual([]);

        // Navigating away renders the next screen.
        await shopper
          .getByRole('banner')
          .getByRole('link', { name: route.away, exact: true })
          .first()
          .click();
        await expect(shopper.locator('main h1')).not.toHaveText('Something went wrong');
        await expect(shopper.locator('main h1')).toHaveText(awayHeading[route.away]);
        await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 3 items');

        // Back to the broken screen, fixed now: Try Again renders it.
        await shopper.goBack();
        await expect(shopper.locator('main h1')).toHaveText('Something went wrong');
        await shopper.evaluate(() => window.sessionStorage.removeItem('test:crash-route'));
        await shopper.getByRole('button', { name: 'Try Again' }).click();
        await expect(shopper.locator('main h1')).not.toHaveText('Something went wrong');
        await expect(shopper.locator('main h1')).toBeVisible();
        expect(await shopper.evaluate(() => window.localStorage.getItem('cart'))).toBe(CART);
      });
    }

    await cases.run('error-boundary', "'Go to Home' leaves a broken screen for home", async () => {
      await shopper.evaluate(() => window.sessionStorage.setItem('test:crash-route', 'shop'));
      await shopper.goto('/shop', { waitUntil: 'domcontentloaded' });
      await expect(shopper.locator('main h1')).toHaveText('Something went wrong');
      await shopper.getByRole('link', { name: 'Go to Home' }).click();
      await expect(shopper).toHaveURL('/');
      await expect(shopper.locator('main h1')).not.toHaveText('Something went wrong');
      await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 3 items');
      await shopper.evaluate(() => window.sessionStorage.removeItem('test:crash-route'));
    });
  });
});
