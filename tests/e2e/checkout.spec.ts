import type { Page } from '@playwright/test';
import { answerApiWith } from './apiRoutes';
import {
  cartLink,
  expect,
  fillCheckout,
  futureExpiry,
  orderConfirmed,
  PLACED_ORDER,
  seedCart,
  storedCart,
  TEST_CARD,
  test,
} from './support';

const CARD = TEST_CARD;

/** Everything the page could have kept: storage, URL. */
async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({
      local: { ...window.localStorage },
      session: { ...window.sessionStorage },
      url: window.location.href,
    }),
  );
}

/** The order number the confirmation shows, next to its label. */
function orderNumber(page: Page) {
  return page
    .getByRole('main')
    .getByText('Demo order number')
    .locator('xpath=following-sibling::dd');
}

/** sessionStorage["placed-order"] as stored. */
async function storedOrder(page: Page): Promise<string | null> {
  return page.evaluate(() => window.sessionStorage.getItem('placed-order'));
}

/** The confirmation of the beforeEach's cart (Gelato 3.5g × 2) shipped to Denver, CO. */
async function expectConfirmedGelato(page: Page) {
  const summary = page.getByRole('region', { name: 'Order Summary' });
  const items = summary.getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('Gelato');
  await expect(items).toContainText('1/8 oz (3.5g) × 2');
  await expect(items).toContainText('$49.98');
  await expect(summary.getByText('$59.98')).toBeVisible();
  await expect(page.getByText('Denver, Colorado')).toBeVisible();
  for (const private_ of ['12 Analytical Way', 'Lovelace', 'ada@example.com', '4242']) {
    await expect(page.getByRole('main').getByText(private_)).toHaveCount(0);
  }
}

/** Places the beforeEach's cart as an order, from a filled checkout. */
async function placeOrder(page: Page) {
  await page.goto('/checkout');
  await fillCheckout(page);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(orderConfirmed(page)).toBeVisible({ timeout: 10_000 });
}

test.describe('checkout', () => {
  test.beforeEach(async ({ shopper }) => {
    await seedCart(shopper, [{ id: 'gelato', size: '3.5g', quantity: 2 }]);
  });

  test('shows each validation message and places nothing while invalid', async ({ shopper }) => {
    const orders: string[] = [];
    shopper.on('request', (request) => {
      if (request.url().includes('/api/orders')) orders.push(request.url());
    });
    await shopper.goto('/checkout');
    const place = shopper.getByRole('button', { name: /^Place Order - \$59\.98$/ });
    await expect(place).toBeDisabled();
    await shopper.getByRole('checkbox').check();
    await expect(place).toBeEnabled();
    await place.click();
    await expect(shopper.getByText('Enter your email address').first()).toBeVisible();
    await expect(shopper.getByLabel('Email')).toBeFocused();
    await shopper.getByLabel('Email').fill('not-an-email');
    await shopper.getByLabel('ZIP code').fill('123');
    await shopper.getByLabel('Card number').fill('4242 4242 4242 4241');
    await shopper.getByLabel('Expiry date').fill('0120');
    await shopper.getByLabel('Security code').fill('1');
    await place.click();
    await expect(shopper.getByText(/valid email/).first()).toBeVisible();
    await expect(shopper.getByText(/5-digit ZIP/).first()).toBeVisible();
    await expect(shopper.getByText(/Card number is not valid/).first()).toBeVisible();
    await expect(shopper.getByText(/past/).first()).toBeVisible();
    await expect(shopper.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(orders).toEqual([]);
  });

  test('places a demo order through the worker: cart emptied, nothing of the card kept', async ({
    shopper,
    problems,
  }) => {
    const bodies: string[] = [];
    shopper.on('request', (request) => {
      if (request.url().includes('/api/orders')) bodies.push(request.postData() ?? '');
    });
    const consoleText: string[] = [];
    shopper.on('console', (message) => consoleText.push(message.text()));

    await shopper.goto('/checkout');
    await fillCheckout(shopper);
    await shopper.getByRole('checkbox').check();
    await shopper.getByRole('button', { name: /^Place Order/ }).click();
    await expect(orderConfirmed(shopper)).toBeVisible({ timeout: 10_000 });
    await expect(shopper).toHaveURL('/order-confirmation');
    await expectConfirmedGelato(shopper);
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, empty');
    await expect.poll(() => storedCart(shopper)).toEqual([]);
    // Kept for the visit with the city and state only: no street, name, email or card.
    const kept = await storedOrder(shopper);
    expect(kept).toContain('"city":"Denver","state":"CO"');
    for (const private_ of ['Analytical', 'Ada', 'Lovelace', 'ada@example.com', '4242']) {
      expect(kept).not.toContain(private_);
    }

    expect(bodies).toHaveLength(1);
    const body = JSON.parse(bodies[0] ?? '{}') as Record<string, unknown>;
    expect(body.cardLast4).toBe('4242');
    const everything = (await everythingStored(shopper)) + bodies.join('') + consoleText.join('\n');
    for (const secret of ['4242424242424242', CARD, '123"', futureExpiry()]) {
      expect(everything).not.toContain(secret);
    }
    expect(problems.pageErrors).toEqual([]);
  });

  test.describe('when the order service fails', () => {
    // The demo API answers in the page, so Playwright's routing can answer in its place.
    test.use({ serviceWorkers: 'block' });

    test('a server error keeps the form filled and the cart intact, and a retry works', async ({
      shopper,
    }) => {
      let serviceUp = false;
      const answered: number[] = [];
      await answerApiWith(shopper, '/api/orders', (route) => {
        const status = serviceUp ? 201 : 500;
        answered.push(status);
        return serviceUp
          ? route.fulfill({ status, json: { orderId: 'ORDER-E2E' } })
          : route.fulfill({ status, json: { message: 'Internal Server Error' } });
      });
      await shopper.goto('/checkout');
      await fillCheckout(shopper);
      await shopper.getByRole('checkbox').check();
      await shopper.getByRole('button', { name: /^Place Order/ }).click();
      await expect(shopper.getByRole('alert').filter({ hasText: /try again/i })).toBeVisible({
        timeout: 10_000,
      });
      await expect(shopper.getByLabel('Email')).toHaveValue('ada@example.com');
      await expect(shopper.getByLabel('Card number')).toHaveValue(CARD);
      await expect(shopper).toHaveURL('/checkout');
      await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 2 items');
      await expect
        .poll(() => storedCart(shopper))
        .toEqual([expect.objectContaining({ id: 'gelato', quantity: 2 })]);
      expect(answered).toEqual([500]);

      serviceUp = true;
      await shopper.getByRole('button', { name: /^Place Order/ }).click();
      await expect(orderConfirmed(shopper)).toBeVisible({ timeout: 10_000 });
      // The API's own reference for the order is the one shown.
      await expect(orderNumber(shopper)).toHaveText('ORDER-E2E');
      await expectConfirmedGelato(shopper);
      await expect(cartLink(shopper)).toHaveAccessibleName('Cart, empty');
      expect(answered).toEqual([500, 201]);
    });
  });

  test.describe('order confirmation', () => {
    test('a reload shows the same order, and Back neither returns to the form nor places it again', async ({
      shopper,
      problems,
    }) => {
      const orders: string[] = [];
      shopper.on('request', (request) => {
        if (request.url().includes('/api/orders')) orders.push(request.method());
      });
      await placeOrder(shopper);
      await expect(orderNumber(shopper)).toHaveText(/^ORDER-[0-9A-F]{8}$/);
      const number = await orderNumber(shopper).textContent();
      expect(orders).toEqual(['POST']);

      await shopper.reload();
      await expect(orderConfirmed(shopper)).toBeVisible();
      await expect(orderNumber(shopper)).toHaveText(number ?? '');
      await expectConfirmedGelato(shopper);

      // The checkout's history entry was replaced: Back goes to the page before it.
      await shopper.goBack();
      await expect(shopper).toHaveURL('/');
      await expect(shopper.getByRole('form', { name: 'Checkout' })).toHaveCount(0);
      await shopper.goForward();
      await expect(orderConfirmed(shopper)).toBeVisible();
      await expect(orderNumber(shopper)).toHaveText(number ?? '');
      expect(orders).toEqual(['POST']);
      expect(problems.pageErrors).toEqual([]);
    });

    test('a visit with no order goes to /cart', async ({ shopper }) => {
      await shopper.goto('/order-confirmation');
      await expect(shopper).toHaveURL('/cart');
      await expect(shopper.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
      await expect(orderConfirmed(shopper)).toHaveCount(0);
      // Replaced: Back does not lead to the confirmation's address again.
      await shopper.goBack();
      await expect(shopper).toHaveURL('/');
    });

    test('a stored order shows whole; a tampered or broken one goes to /cart', async ({
      shopper,
    }) => {
      const store = (text: string) =>
        shopper.evaluate((value) => window.sessionStorage.setItem('placed-order', value), text);

      await store(JSON.stringify(PLACED_ORDER));
      await shopper.goto('/order-confirmation');
      await expect(orderConfirmed(shopper)).toBeVisible();
      await expect(orderNumber(shopper)).toHaveText('ORDER-5EED0001');
      await expectConfirmedGelato(shopper);

      for (const tampered of [
        JSON.stringify({ ...PLACED_ORDER, total: 1 }),
        JSON.stringify({
          ...PLACED_ORDER,
          lines: [{ ...PLACED_ORDER.lines[0], price: 1 }],
        }),
        '{"orderNumber":',
      ]) {
        await store(tampered);
        await shopper.goto('/order-confirmation');
        await expect(shopper).toHaveURL('/cart');
        await expect(orderConfirmed(shopper)).toHaveCount(0);
      }
    });

    test('when sessionStorage refuses the order, it still shows, and the page says it is not kept', async ({
      shopper,
      problems,
    }) => {
      await shopper.addInitScript(() => {
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key: string, value: string) {
          if (key === 'placed-order')
            throw new DOMException('Quota exceeded', 'QuotaExceededError');
          setItem.call(this, key, value);
        };
      });
      await placeOrder(shopper);
      await expect(shopper).toHaveURL('/order-confirmation');
      await expectConfirmedGelato(shopper);
      await expect(
        shopper.getByRole('status').filter({ hasText: /keep this confirmation/ }),
      ).toBeVisible();
      expect(await storedOrder(shopper)).toBeNull();
      expect(problems.pageErrors).toEqual([]);
    });
  });
});
