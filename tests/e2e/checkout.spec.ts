import type { Page } from '@playwright/test';
import { answerApiWith } from './apiRoutes';
import {
  cartLink,
  expect,
  fillCheckout,
  futureExpiry,
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

test.describe('checkout', () => {
  test.beforeEach(async ({ shopper }) => {
    await shopper.goto('/');
    await shopper.evaluate(() =>
      window.localStorage.setItem(
        'cart',
        JSON.stringify([{ id: 'gelato', size: '3.5g', quantity: 2 }]),
      ),
    );
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
    await expect(shopper.getByText('Order placed successfully! (This is a demo)')).toBeVisible({
      timeout: 10_000,
    });
    await expect(shopper).toHaveURL('/');
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, empty');
    await expect.poll(() => storedCart(shopper)).toEqual([]);

    expect(bodies).toHaveLength(1);
    const body = JSON.parse(bodies[0] ?? '{}') as Record<string, unknown>;
    expect(body.cardLast4).toBe('4242');
    const kept = (await everythingStored(shopper)) + bodies.join('') + consoleText.join('\n');
    for (const secret of ['4242424242424242', CARD, '123"', futureExpiry()]) {
      expect(kept).not.toContain(secret);
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
      await expect(shopper.getByText('Order placed successfully! (This is a demo)')).toBeVisible({
        timeout: 10_000,
      });
      await expect(cartLink(shopper)).toHaveAccessibleName('Cart, empty');
      expect(answered).toEqual([500, 201]);
    });
  });
});
