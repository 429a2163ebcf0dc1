import type { Page } from '@playwright/test';
import { cartLink, expect, storedCart, test } from './support';

// docs/behaviour.md "Cart drawer".

const drawer = (page: Page) => page.getByRole('dialog', { name: /^Your Cart/ });
const productList = (page: Page) => page.getByRole('list', { name: 'Products' });
const card = (page: Page, name: string) =>
  productList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** The drawer's own chunk (src/shell/CartDrawerHost.tsx). */
const DRAWER_CHUNK = /\/assets\/CartDrawerHost-[\w-]+\.js$/;

test.describe('cart drawer', () => {
  test('the first add opens it with focus inside; +/− follow in the badge; Escape returns focus', async ({
    shopper,
  }) => {
    await shopper.goto('/shop');
    const add = card(shopper, 'Gelato Pre-Roll Pack').getByRole('button', { name: 'Add to Cart' });
    await add.click();
    const sheet = drawer(shopper);
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveAccessibleDescription(
      'Added to cart · Gelato Pre-Roll Pack has been added to your cart.',
    );
    // Focus is inside the sheet, and the page behind is out of reach.
    await expect
      .poll(() => shopper.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
      .toBe(true);
    await expect(sheet.getByRole('heading', { name: 'Gelato Pre-Roll Pack' })).toBeVisible();

    await sheet.getByRole('button', { name: 'Increase quantity of Gelato Pre-Roll Pack' }).click();
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 2 items');
    await expect(sheet.getByRole('heading', { name: /^Your Cart/ })).toHaveText(
      'Your Cart (2 items)',
    );
    await expect(sheet.getByText('$79.98').first()).toBeVisible();
    await sheet.getByRole('button', { name: 'Decrease quantity of Gelato Pre-Roll Pack' }).click();
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 1 item');
    await expect.poll(() => storedCart(shopper)).toMatchObject([{ id: 4, quantity: 1 }]);

    await shopper.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(add).toBeFocused();
  });

  test('the close button and a press outside close it; focus goes back to the cart link', async ({
    shopper,
  }) => {
    await shopper.goto('/shop');
    const link = cartLink(shopper);
    await link.click();
    const sheet = drawer(shopper);
    await expect(sheet).toBeVisible();
    await expect(shopper).toHaveURL(/\/shop$/);
    await expect(sheet.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Close cart' }).click();
    await expect(sheet).toBeHidden();
    await expect(link).toBeFocused();

    await link.click();
    await expect(sheet).toBeVisible();
    // A press on the page beside the sheet.
    await shopper.mouse.click(20, 400);
    await expect(sheet).toBeHidden();
    await expect(link).toBeFocused();

    // From the empty drawer, the way to the shop.
    await link.click();
    await sheet.getByRole('link', { name: 'Go to the Shop' }).click();
    await expect(sheet).toBeHidden();
  });

  test('only the first add of a visit opens it; later adds are toasts whose View cart opens it', async ({
    shopper,
  }) => {
    await shopper.goto('/shop');
    await card(shopper, 'Gelato Pre-Roll Pack')
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await expect(drawer(shopper)).toBeVisible();
    await drawer(shopper).getByRole('button', { name: 'Close cart' }).click();

    const second = card(shopper, 'Lemon Haze Shatter').getByRole('button', { name: 'Add to Cart' });
    await second.click();
    await expect(
      toasts(shopper).getByText('Lemon Haze Shatter has been added to your cart.'),
    ).toBeVisible();
    await expect(drawer(shopper)).toBeHidden();
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 2 items');

    // Still the same visit on the next page: the product page's add is a toast too.
    await shopper.goto('/product/4');
    await shopper.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(
      toasts(shopper).getByText('Gelato Pre-Roll Pack has been added to your cart.'),
    ).toBeVisible();
    await expect(drawer(shopper)).toBeHidden();
    await toasts(shopper).getByRole('link', { name: 'View cart' }).click();
    await expect(drawer(shopper)).toBeVisible();
    await expect(shopper).toHaveURL(/\/product\/4$/);
    await expect(drawer(shopper).getByRole('listitem')).toHaveCount(2);

    // View cart in the drawer goes to the cart page, which stays a page.
    await drawer(shopper).getByRole('link', { name: 'View cart' }).click();
    await expect(shopper).toHaveURL(/\/cart$/);
    // The new page takes focus, as after any link: not the control that opened the drawer.
    await expect(shopper.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeFocused();
    // Still there once the closed drawer's frames have run (it once sent focus back to its opener).
    await shopper.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(shopper.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeFocused();
    await expect(drawer(shopper)).toBeHidden();
  });

  test('the home page strain card opens it and Checkout goes on', async ({ shopper }) => {
    await shopper.goto('/');
    await shopper
      .getByRole('button', { name: /Add to Cart/ })
      .first()
      .click();
    const sheet = drawer(shopper);
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveAccessibleDescription(/^Added to cart · Super Glue · 1\/8 oz/);
    await sheet.getByRole('link', { name: 'Checkout' }).click();
    await expect(shopper).toHaveURL(/\/checkout$/);
    await expect(sheet).toBeHidden();
  });

  test('a modified click on the cart link keeps it a link', async ({ shopper }) => {
    await shopper.goto('/shop');
    // Whether the page stopped the browser's own handling (a new tab, a new window) of the click.
    await shopper.evaluate(() => {
      document.addEventListener('click', (event) => {
        document.documentElement.dataset.clickPrevented = String(event.defaultPrevented);
      });
    });
    for (const modifiers of [['ControlOrMeta'], ['Shift']] as const) {
      await cartLink(shopper).click({ modifiers: [...modifiers] });
      await expect(shopper.locator('html')).toHaveAttribute('data-click-prevented', 'false');
      await expect(drawer(shopper)).toBeHidden();
    }
    await expect(shopper).toHaveURL(/\/shop$/);
    // A plain click is the app's: the drawer.
    await cartLink(shopper).click();
    await expect(shopper.locator('html')).toHaveAttribute('data-click-prevented', 'true');
    await expect(drawer(shopper)).toBeVisible();
  });

  test("the drawer's code failing to load: the add is a toast, the cart link goes to /cart", async ({
    shopper,
    problems,
  }) => {
    await shopper.route(DRAWER_CHUNK, (route) => route.abort('failed'));
    await shopper.goto('/shop');
    await card(shopper, 'Gelato Pre-Roll Pack')
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await expect(
      toasts(shopper).getByText('Gelato Pre-Roll Pack has been added to your cart.'),
    ).toBeVisible();
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 1 item');
    await expect(drawer(shopper)).toBeHidden();

    await cartLink(shopper).click();
    await expect(shopper).toHaveURL(/\/cart$/);
    await expect(
      shopper.getByRole('heading', { level: 2, name: 'Gelato Pre-Roll Pack' }),
    ).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('phone: Add to Cart in reach', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the bar shows past the button, adds the same choice, never covers the footer, and leaves', async ({
    shopper,
  }) => {
    await shopper.goto('/product/4');
    const buy = shopper.getByRole('region', { name: 'Buy Gelato Pre-Roll Pack' });
    const main = shopper.getByRole('button', { name: 'Add to Cart' }).first();
    await expect(buy).toHaveCount(0);

    // The same choice as the page's own button: the second size, quantity 2.
    await shopper.getByRole('radio', { name: /8 pack/ }).check();
    await shopper
      .getByRole('button', { name: 'Increase quantity of Gelato Pre-Roll Pack' })
      .click();

    await shopper.getByRole('heading', { name: 'Related Products' }).scrollIntoViewIfNeeded();
    await expect(main).not.toBeInViewport();
    await expect(buy).toBeVisible();
    await buy.getByRole('button', { name: 'Add to Cart' }).click();
    const sheet = drawer(shopper);
    await expect(sheet).toBeVisible();
    await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 2 items');
    await expect
      .poll(() => storedCart(shopper))
      .toMatchObject([{ id: 4, size: '8 pack', quantity: 2 }]);
    await shopper.keyboard.press('Escape');
    await expect(buy.getByRole('button', { name: 'Add to Cart' })).toBeFocused();

    // At the very bottom, the footer's last line is above the bar.
    for (let i = 0; i < 3; i += 1) {
      await shopper.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await shopper.waitForTimeout(100);
    }
    const last = shopper.getByRole('contentinfo').getByText(/All rights reserved/);
    const lastBox = await last.boundingBox();
    const barBox = await buy.boundingBox();
    expect(lastBox && barBox && lastBox.y + lastBox.height <= barBox.y).toBe(true);

    // A control focused under the bar is scrolled clear of it.
    await shopper.evaluate(() => window.scrollTo(0, 0));
    await expect(buy).toHaveCount(0);
    await main.scrollIntoViewIfNeeded();
    await expect(buy).toHaveCount(0);
  });

  test('a focused link is never left under the bar', async ({ shopper }) => {
    await shopper.goto('/product/4');
    const buy = shopper.getByRole('region', { name: 'Buy Gelato Pre-Roll Pack' });
    await shopper.getByRole('heading', { name: 'Related Products' }).scrollIntoViewIfNeeded();
    await expect(buy).toBeVisible();
    // Put a link right under the bar, then focus it from the keyboard's side.
    const target = shopper.getByRole('contentinfo').getByRole('link').first();
    await target.evaluate((element) => {
      const bar = document.querySelector('[role="region"][aria-label^="Buy "]');
      const top = bar?.getBoundingClientRect().top ?? window.innerHeight;
      window.scrollBy(0, element.getBoundingClientRect().bottom - top + 10);
    });
    await target.focus();
    const box = await target.boundingBox();
    const barBox = await buy.boundingBox();
    expect(box && barBox && box.y + box.height <= barBox.y + 1).toBe(true);
  });
});
