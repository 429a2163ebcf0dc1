import type { Page } from '@playwright/test';
import { expect, fillCheckout, orderConfirmed, seedCart, test } from './support';

// The shipping rules by state (docs/behaviour.md "Shipping by state") as a shopper meets them at
// checkout.

async function fillCheckoutFor(page: Page, state: string) {
  await fillCheckout(page, { state, city: 'Boise', zip: '83702' });
  await page.getByRole('checkbox').check();
}

/** Counts the order requests the page sends. */
function watchOrders(page: Page): string[] {
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/orders')) orders.push(request.postData() ?? '');
  });
  return orders;
}

test.describe('shipping restrictions at checkout', () => {
  test.beforeEach(async ({ shopper }) => {
    await seedCart(shopper, [
      { id: 'gelato', size: '3.5g', quantity: 1 },
      { id: 37, size: '5ct', quantity: 1 },
    ]);
  });

  test('Idaho with THC products: the message names them, no order; Colorado: order placed', async ({
    shopper,
    problems,
  }) => {
    const orders = watchOrders(shopper);
    await shopper.goto('/checkout');
    await fillCheckoutFor(shopper, 'ID');
    const message = shopper.getByRole('status').filter({ hasText: "can't ship to Idaho" });
    await expect(message).toBeVisible();
    await expect(message).toContainText('Gelato');
    await expect(message).toContainText('Watermelon Hemp Gummies');

    await shopper.getByRole('button', { name: /^Place Order/ }).click();
    await expect(shopper.getByText(/can't ship these items to Idaho/).first()).toBeVisible();
    await expect(shopper).toHaveURL('/checkout');
    expect(orders).toEqual([]);

    await shopper.getByLabel('State').selectOption('CO');
    await expect(message).toHaveCount(0);
    await shopper.getByRole('button', { name: /^Place Order/ }).click();
    await expect(orderConfirmed(shopper)).toBeVisible({
      timeout: 10_000,
    });
    expect(orders).toHaveLength(1);
    expect(JSON.parse(orders[0] ?? '{}')).toMatchObject({ shipping: { state: 'CO' } });
    expect(problems.pageErrors).toEqual([]);
  });

  test('removing the item a state refuses lets the order through', async ({ shopper }) => {
    const orders = watchOrders(shopper);
    await shopper.goto('/checkout');
    await fillCheckoutFor(shopper, 'TX');
    const message = shopper.getByRole('status').filter({ hasText: "can't ship to Texas" });
    await expect(message).toContainText('Gelato');
    await expect(message).not.toContainText('Gummies');
    await shopper.getByRole('button', { name: /^Place Order/ }).click();
    await expect(shopper).toHaveURL('/checkout');
    expect(orders).toEqual([]);

    await message.getByRole('button', { name: 'Remove Gelato, 1/8 oz (3.5g)' }).click();
    await expect(message).toHaveCount(0);
    await shopper.getByRole('button', { name: /^Place Order/ }).click();
    await expect(orderConfirmed(shopper)).toBeVisible({
      timeout: 10_000,
    });
    expect(orders).toHaveLength(1);
    expect(JSON.parse(orders[0] ?? '{}')).toMatchObject({
      lines: [{ id: 37, size: '5ct', quantity: 1 }],
      shipping: { state: 'TX' },
    });
    // The confirmation lists what was ordered, not the line taken out, and where it ships.
    await expect(shopper).toHaveURL('/order-confirmation');
    const items = shopper.getByRole('list', { name: 'Items' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('Watermelon Hemp Gummies');
    await expect(shopper.getByText('Boise, Texas')).toBeVisible();
  });

  test('by keyboard, after the last Remove the focus is back on the State field', async ({
    shopper,
  }) => {
    // (A Remove among several hands the focus to the next: Components/Forms/ShippingRestriction's
    // RemovingByKeyboard story.)
    await shopper.goto('/checkout');
    await fillCheckoutFor(shopper, 'TX');
    const message = shopper.getByRole('status').filter({ hasText: "can't ship to Texas" });
    await message.getByRole('button', { name: 'Remove Gelato, 1/8 oz (3.5g)' }).focus();
    await shopper.keyboard.press('Enter');
    await expect(message).toHaveCount(0);
    await expect(shopper.getByLabel('State')).toBeFocused();
    await expect(shopper.getByLabel('State')).toHaveValue('TX');
  });

  test('the product page says where it does not ship, and links its lab certificate', async ({
    shopper,
  }) => {
    await shopper.goto('/product/37');
    await expect(shopper.getByText(/Does not ship to Idaho, Oregon\./)).toBeVisible();
    const lab = shopper.getByRole('region', { name: 'Lab Results' });
    await expect(lab.getByRole('table', { name: 'Cannabinoid panel' })).toBeVisible();
    await lab.getByRole('link', { name: 'View printable certificate' }).click();
    await expect(shopper).toHaveURL('/lab-results/37');
    await expect(
      shopper.getByRole('heading', { level: 1, name: 'Watermelon Hemp Gummies' }),
    ).toBeVisible();
  });
});
