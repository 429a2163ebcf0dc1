import { cartDrawer, cartLink, closeCartDrawer, expect, storedCart, test } from './support';

test.describe('shopping', () => {
  test('adds a strain from home with a size and quantity', async ({ shopper, problems }) => {
    await shopper.goto('/');
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, empty');
    const gelato = shopper
      .getByRole('article')
      .filter({ has: shopper.getByRole('heading', { name: 'Gelato' }) });
    await gelato.getByRole('radio', { name: /28g/ }).check();
    await gelato.getByRole('button', { name: 'Increase quantity' }).click();
    await gelato.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(gelato.getByText('$525.00')).toBeVisible();
    await gelato.getByRole('button', { name: 'Add to Cart' }).click();
    // The visit's first add opens the cart drawer, which says it.
    await expect(cartDrawer(shopper).getByRole('status').getByText('Added to cart')).toBeVisible();
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 3 items');
    await expect
      .poll(() => storedCart(shopper))
      .toEqual([expect.objectContaining({ id: 'gelato', size: '28g', quantity: 3, price: 17500 })]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('adds from the shop and from a product page, merging the same size', async ({ shopper }) => {
    await shopper.goto('/shop');
    await expect(shopper.getByText('48 Products')).toBeVisible();
    const card = shopper
      .getByRole('article')
      .filter({ has: shopper.getByRole('link', { name: 'Gelato Pre-Roll Pack' }) })
      .first();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(
      shopper.getByText('Gelato Pre-Roll Pack has been added to your cart.'),
    ).toBeVisible();
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 1 item');
    await closeCartDrawer(shopper);

    await card.getByRole('link', { name: 'Gelato Pre-Roll Pack' }).first().click();
    await expect(shopper).toHaveURL('/product/4');
    await expect(
      shopper.getByRole('heading', { level: 1, name: 'Gelato Pre-Roll Pack' }),
    ).toBeVisible();
    // Same size as the shop card's default: the line's quantity rises.
    await shopper.getByRole('button', { name: 'Increase quantity' }).first().click();
    await shopper.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 3 items');
    // The page shows a change at once and stores it under the cart's lock a moment later.
    await expect
      .poll(() => storedCart(shopper))
      .toEqual([expect.objectContaining({ id: 4, quantity: 3 })]);

    // Another size is another line, at that size's price ($39.99 for 4, $87.99 for 10).
    const buy = shopper.getByRole('region', { name: 'Gelato Pre-Roll Pack' });
    await expect(buy.getByText('$39.99', { exact: true })).toBeVisible();
    await shopper.getByRole('radio', { name: /10 pack/ }).check();
    await expect(buy.getByText('$87.99', { exact: true })).toBeVisible();
    await expect(buy.getByText('$39.99', { exact: true })).toHaveCount(0);
    // The page keeps the chosen quantity (2): 2 × $87.99.
    await expect(buy.getByRole('status', { name: 'Total' })).toHaveText('$175.98');
    await shopper.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 5 items');
    await expect
      .poll(() => storedCart(shopper))
      .toEqual([
        expect.objectContaining({ id: 4, size: '4 pack', quantity: 3, price: 3999 }),
        expect.objectContaining({ id: 4, size: '10 pack', quantity: 2, price: 8799 }),
      ]);
  });

  test('filter, search and sort live in the URL and survive reload and Back', async ({
    shopper,
  }) => {
    await shopper.goto('/shop');
    await shopper.getByRole('radio', { name: 'Gummies' }).click();
    await expect(shopper).toHaveURL(/category=gummies/);
    await expect(shopper.getByText(/\d+ Products? in Gummies/)).toBeVisible();
    await shopper.reload();
    await expect(shopper.getByText(/\d+ Products? in Gummies/)).toBeVisible();
    await shopper.goBack();
    await expect(shopper.getByText('48 Products')).toBeVisible();

    await shopper.getByRole('searchbox', { name: 'Search products' }).fill('zzzz-nothing');
    await expect(shopper.getByText(/zzzz-nothing/).first()).toBeVisible();
    await shopper.getByRole('button', { name: 'Clear search' }).click();
    await expect(shopper.getByText('48 Products')).toBeVisible();
  });
});
