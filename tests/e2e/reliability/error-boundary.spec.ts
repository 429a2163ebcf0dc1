import { cartLink } from '../support';
import { expect, markProblems, open, problemsSince, test } from './cases';

const CART = JSON.stringify([
  { id: 'gelato', size: '3.5g', quantity: 2, name: 'Gelato', price: 2499, image: '' },
  { id: 4, size: '8 pack', quantity: 1, name: 'Gelato Pre-Roll Pack', price: 3999, image: '' },
]);

/** Each route's path pattern (the crash switch's value), a URL it serves and where to go next. */
const routes: { pattern: string; url: string; away: 'Home' | 'Shop' }[] = [
  { pattern: '/', url: '/', away: 'Shop' },
  { pattern: 'shop', url: '/shop', away: 'Home' },
  { pattern: 'product/:id', url: '/product/4', away: 'Shop' },
  { pattern: 'blog', url: '/blog', away: 'Shop' },
  { pattern: 'blog/:id', url: '/blog/1', away: 'Shop' },
  { pattern: 'wholesale', url: '/wholesale', away: 'Shop' },
  { pattern: 'cart', url: '/cart', away: 'Shop' },
  { pattern: 'checkout', url: '/checkout', away: 'Shop' },
  { pattern: '*', url: '/no-such-page', away: 'Shop' },
];

const awayHeading = { Home: /./, Shop: 'All Products' } as const;

test.describe('reliability: error boundary per route', () => {
  test('a screen that throws shows the recovery screen, keeps the cart, logs, and recovers', async ({
    shopper,
    problems,
    cases,
  }) => {
    test.setTimeout(90_000);
    await open(shopper, '/');
    for (const route of routes) {
      await cases.run('error-boundary', `route ${route.pattern} (${route.url})`, async () => {
        await shopper.evaluate(
          ([cart, pattern]: string[]) => {
            window.localStorage.setItem('cart', cart ?? '');
            // The test-only switch in src/app/routes.tsx.
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
