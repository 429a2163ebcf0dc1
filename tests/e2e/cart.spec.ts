import { cartLink, expect, passAgeGate, seedCart, storedCart, test } from './support';

const seeded = [
  { id: 'super-glue', size: '3.5g', quantity: 2, name: 'x', price: 1, image: '' },
  { id: 4, size: '8 pack', quantity: 1, name: 'x', price: 1, image: '' },
];

test.describe('cart', () => {
  test.beforeEach(async ({ shopper }) => {
    await seedCart(shopper, seeded);
  });

  test('plus, minus, remove and empty, with totals from the catalogue', async ({ shopper }) => {
    await shopper.goto('/cart');
    await expect(shopper.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    // Tampered prices in storage are replaced by the catalogue's, each for its line's size:
    // 2 × $24.99 (Super Glue 3.5g) + $71.99 (Gelato Pre-Roll Pack, 8 pack; the 4 pack is $39.99)
    // = $121.97, plus $10 shipping = $131.97.
    const summary = shopper.getByRole('region', { name: 'Order Summary' }).or(
      shopper.locator('section', {
        has: shopper.getByRole('heading', { name: 'Order Summary' }),
      }),
    );
    await expect(summary.first()).toContainText('$121.97');
    await expect(summary.first()).toContainText('$131.97');
    const pack = shopper.getByRole('article').filter({ hasText: 'Gelato Pre-Roll Pack' });
    await expect(pack).toContainText('$71.99');
    await expect(pack).not.toContainText('$39.99');

    await shopper.getByRole('button', { name: 'Increase quantity of Super Glue' }).click();
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 4 items');
    // 3 × $24.99 + $71.99 = $146.96; what is written back carries the catalogue's prices.
    await expect(summary.first()).toContainText('$146.96');
    await expect
      .poll(() => storedCart(shopper))
      .toEqual([
        expect.objectContaining({ id: 'super-glue', size: '3.5g', quantity: 3, price: 2499 }),
        expect.objectContaining({ id: 4, size: '8 pack', quantity: 1, price: 7199 }),
      ]);
    await shopper.getByRole('button', { name: 'Decrease quantity of Super Glue' }).click();
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 3 items');

    // Minus at 1 removes the line.
    await shopper
      .getByRole('button', { name: /^Decrease quantity of Gelato Pre-Roll Pack/ })
      .click();
    await expect(shopper.getByRole('button', { name: /^Remove Gelato Pre-Roll Pack/ })).toHaveCount(
      0,
    );

    await shopper.getByRole('button', { name: 'Remove Super Glue' }).click();
    await expect(shopper.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await expect(shopper.getByText('Discover our premium cannabis collection')).toBeVisible();
    await expect.poll(() => storedCart(shopper)).toEqual([]);
    await shopper.getByRole('link', { name: 'Shop Strains' }).click();
    await expect(shopper).toHaveURL('/');
  });

  test('reload keeps the cart, and checkout too', async ({ shopper }) => {
    await shopper.goto('/cart');
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 3 items');
    await shopper.reload();
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 3 items');
    await shopper.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(shopper).toHaveURL('/checkout');
    await shopper.reload();
    await expect(shopper.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(shopper.getByRole('button', { name: /Place Order - \$131\.97/ })).toBeVisible();
  });

  test('two tabs stay in sync without reload', async ({ shopper, context }) => {
    await shopper.goto('/cart');
    const other = await context.newPage();
    // sessionStorage is per tab: the second tab confirms 21+ too, or its page stays inert.
    await passAgeGate(other);
    await other.goto('/shop');
    await expect(cartLink(other)).toHaveAccessibleName('Cart, 3 items');
    await shopper.getByRole('button', { name: 'Remove Super Glue' }).click();
    await expect(cartLink(other)).toHaveAccessibleName('Cart, 1 item');
    await other.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 2 items');
  });

  test('checkout with an empty cart goes to the cart', async ({ shopper }) => {
    await shopper.evaluate(() => window.localStorage.removeItem('cart'));
    await shopper.goto('/checkout');
    await expect(shopper).toHaveURL('/cart');
    await expect(shopper.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  });
});
