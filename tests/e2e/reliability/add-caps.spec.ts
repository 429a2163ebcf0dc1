import type { Locator, Page } from '@playwright/test';
import { cartDrawer, cartLink } from '../support';
import { expect, open, test } from './cases';

/**
 * Where each screen adds, the line it adds to (size chosen by default), its name in toasts and
 * what a full add says: the home cards name size and quantity; the shop and the product page say
 * the specification's sentence (docs/behaviour.md "Quantity").
 */
const screens: {
  screen: string;
  path: string;
  line: { id: string | number; size: string };
  shown: string;
  added: string;
  adder: (page: Page) => Locator;
}[] = [
  {
    screen: 'home',
    path: '/',
    line: { id: 'gelato', size: '3.5g' },
    shown: 'Gelato · 1/8 oz (3.5g)',
    added: 'Gelato · 1/8 oz (3.5g) × 1',
    adder: (page) => page.getByRole('article').filter({ hasText: 'Gelato' }).first(),
  },
  {
    screen: 'shop',
    path: '/shop',
    line: { id: 4, size: '4 pack' },
    shown: 'Gelato Pre-Roll Pack · 4 pack',
    added: 'Gelato Pre-Roll Pack has been added to your cart.',
    adder: (page) =>
      page
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: 'Gelato Pre-Roll Pack' }) })
        .first(),
  },
  {
    screen: 'product',
    path: '/product/4',
    line: { id: 4, size: '4 pack' },
    shown: 'Gelato Pre-Roll Pack · 4 pack',
    added: 'Gelato Pre-Roll Pack has been added to your cart.',
    adder: (page) => page.locator('main'),
  },
];

async function startWith(page: Page, path: string, cart: unknown) {
  // Under the cart's lock (docs/behaviour.md "One cart"), so a write the page before still had
  // queued lands first and cannot overwrite this cart.
  await page.evaluate(
    (text) => navigator.locks.request('cart', () => window.localStorage.setItem('cart', text)),
    JSON.stringify(cart),
  );
  await open(page, path);
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test.describe('reliability: adds say what happened', () => {
  test('a capped add says so, a partly capped add says how many, and the badge agrees', async ({
    page,
    cases,
  }) => {
    test.setTimeout(60_000);
    await page.addInitScript(() => window.sessionStorage.setItem('age-verified', 'yes'));
    await open(page, '/');
    // The visit's first add that puts something in opens the cart drawer, which says it; every
    // later one is a toast (docs/behaviour.md "Cart drawer"). Each case opens a fresh page.
    let firstAdd = true;
    const said = (page: Page) => {
      const where = firstAdd ? cartDrawer(page) : toasts(page);
      firstAdd = false;
      return where;
    };
    for (const { screen, path, line, shown, added, adder } of screens) {
      await cases.run(
        'add-caps',
        `${screen}: an add at the maximum adds nothing and says so`,
        async () => {
          await startWith(page, path, [{ ...line, quantity: 99 }]);
          await adder(page).getByRole('button', { name: 'Add to Cart' }).first().click();
          await expect(toasts(page).getByText(`${shown} is at the maximum of 99.`)).toBeVisible();
          await expect(toasts(page).getByText('Added to cart')).toHaveCount(0);
          await expect(cartLink(page)).toHaveAccessibleName('Cart, 99 items');
        },
      );
      await cases.run(
        'add-caps',
        `${screen}: a partly capped add says how many went in`,
        async () => {
          await startWith(page, path, [{ ...line, quantity: 97 }]);
          const card = adder(page);
          for (let press = 0; press < 4; press += 1) {
            await card.getByRole('button', { name: 'Increase quantity' }).first().click();
          }
          await card.getByRole('button', { name: 'Add to Cart' }).first().click();
          const where = said(page);
          await expect(where.getByText('Added 2 of 5')).toBeVisible();
          await expect(where.getByText(`${shown} is now at the maximum of 99.`)).toBeVisible();
          await expect(cartLink(page)).toHaveAccessibleName('Cart, 99 items');
        },
      );
      await cases.run('add-caps', `${screen}: a full add says what went in`, async () => {
        await startWith(page, path, []);
        await adder(page).getByRole('button', { name: 'Add to Cart' }).first().click();
        await expect(said(page).getByText(added)).toBeVisible();
        await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
      });
    }
  });
});
