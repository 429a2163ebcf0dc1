import { cartLink } from '../support';
import { expect, open, test } from './cases';

const CART = JSON.stringify([{ id: 'gelato', size: '3.5g', quantity: 2 }]);

test.describe('reliability: the cart follows every change to storage', () => {
  test('clear() and removing the key in another tab empty this tab’s cart', async ({
    context,
    cases,
  }) => {
    await context.addInitScript(() => window.sessionStorage.setItem('age-verified', 'yes'));
    const shown = await context.newPage();
    const other = await context.newPage();
    await open(shown, '/');
    const changes: Record<string, string> = {
      'localStorage.clear()': 'window.localStorage.clear()',
      "removeItem('cart')": "window.localStorage.removeItem('cart')",
    };
    for (const [name, change] of Object.entries(changes)) {
      await cases.run('storage-events', `${name} in another tab empties the cart`, async () => {
        await shown.evaluate((cart) => window.localStorage.setItem('cart', cart), CART);
        await shown.reload();
        await expect(cartLink(shown)).toHaveAccessibleName('Cart, 2 items');
        await open(other, '/');
        await other.evaluate(change);
        await expect(cartLink(shown)).toHaveAccessibleName('Cart, empty');
        await open(shown, '/cart');
        await expect(shown.getByRole('heading', { level: 1 })).toHaveText(/empty/i);
        await open(shown, '/');
      });
    }
  });
});
