import type { Page } from '@playwright/test';
import { answerApiWith } from '../apiRoutes';
import {
  cartLink,
  closeCartDrawer,
  fillCheckout,
  orderConfirmed,
  passAgeGate,
  storedCart,
} from '../support';
import { expect, open, test } from './cases';

// An order is on its way when the shopper adds in another tab: success removes only what was
// ordered (docs/behaviour.md "One cart"), so the other tab's add is still in the cart.

const ORDERED = [{ id: 'gelato', size: '3.5g', quantity: 2 }];

/** The Add to Cart button of a signature strain card on home (size 3.5g, quantity 1). */
function strainAddButton(page: Page, strain: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: strain, exact: true }) })
    .getByRole('button', { name: 'Add to Cart' });
}

test.describe('reliability: an order in flight', () => {
  // The demo API answers in the page, so Playwright's routing can hold the order's answer.
  test.use({ serviceWorkers: 'block' });

  test('adds made in another tab while the order is sent stay in the cart', async ({
    context,
    cases,
  }) => {
    test.setTimeout(60_000);
    const checkout = await context.newPage();
    const other = await context.newPage();
    for (const tab of [checkout, other]) await passAgeGate(tab);

    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const sent: unknown[] = [];
    await answerApiWith(checkout, '/api/orders', async (route) => {
      sent.push(route.request().postDataJSON());
      await held;
      await route.fulfill({ status: 201, json: { orderId: 'ORDER-IN-FLIGHT' } });
    });

    await open(checkout, '/');
    await checkout.evaluate(
      (lines) => localStorage.setItem('cart', JSON.stringify(lines)),
      ORDERED,
    );
    await open(checkout, '/checkout');
    await fillCheckout(checkout);
    await checkout.getByRole('checkbox').check();
    await checkout.getByRole('button', { name: /^Place Order/ }).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ lines: ORDERED });

    // While the answer is held: one more Gelato (an ordered line) and a new line, in the other tab.
    await open(other, '/');
    await strainAddButton(other, 'Gelato').click();
    // The visit's first add opens the cart drawer (docs/behaviour.md "Cart drawer").
    await closeCartDrawer(other);
    await strainAddButton(other, 'Super Glue').click();
    await expect(cartLink(other)).toHaveAccessibleName('Cart, 4 items');

    answer();
    await expect(orderConfirmed(checkout)).toBeVisible({
      timeout: 15_000,
    });

    const kept = [
      expect.objectContaining({ id: 'gelato', size: '3.5g', quantity: 1 }),
      expect.objectContaining({ id: 'super-glue', size: '3.5g', quantity: 1 }),
    ];
    await cases.run('two-tabs', 'success removes only the ordered quantities', async () => {
      await expect.poll(() => storedCart(checkout)).toEqual(expect.arrayContaining(kept));
      expect(await storedCart(checkout)).toHaveLength(kept.length);
    });
    await cases.run('two-tabs', 'both tabs show the lines added meanwhile', async () => {
      await expect(cartLink(checkout)).toHaveAccessibleName('Cart, 2 items');
      await expect(cartLink(other)).toHaveAccessibleName('Cart, 2 items');
      await open(other, '/cart');
      const lines = other.getByRole('main').getByRole('listitem');
      await expect(lines).toHaveCount(2);
      await expect(lines.filter({ hasText: 'Super Glue' })).toHaveCount(1);
      await expect(lines.filter({ hasText: 'Gelato' })).toHaveCount(1);
    });
  });
});
