import { cartLink, expect, storedCart, test } from './support';

const seeded = [
  { id: 'super-glue', size: '3.5g', quantity: 2, name: 'x', price: 1, image: '' },
  { id: 4, size: '8 pack', quantity: 1, name: 'x', price: 1, image: '' },
];

test.describe('cart', () => {
  test.beforeEach(async ({ shopper }) => {
    await shopper.goto('/');
    await shopper.evaluate(
      (lines) => window.localStorage.setItem('cart', JSON.stringify(lines)),
      seeded,
    );
  });

  test('plus, minus, remove and empty, with totals from the catalogue', async ({ shopper }) => {
    await shopper.goto('/cart');
    await expect(shopper.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    // Tampered prices in storage are replaced by the catalogue's: 2 × $24.99 + $39.99 = $89.97.
    const summary = shopper.getByRole('region', { name: 'Order Summary' }).or(
      shopper.locator('section', {
        has: shopper.getByRole('heading', { name: 'Order Summary' }),
      }),
    );
    await expect(summary.first()).toContainText('$89.97');
    await expect(summary.first()).toContainText('$99.97');

    await shopper.getByRole('button', { name: 'Increase quantity of Super Glue' }).click();
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 4 items');
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
    expect(await storedCart(shopper)).toEqual([]);
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
    await expect(shopper.getByRole('button', { name: /Place Order - \$99\.97/ })).toBeVisible();
  });

  test('two tabs stay in sync without reload', async ({ shopper, context }) => {
    await shopper.goto('/cart');
    const other = await context.newPage();
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
