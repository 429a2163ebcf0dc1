import type { Page } from '@playwright/test';
import { expect, orderConfirmed, seedCart, test } from './support';

/** Counts the keys a keyboard user presses (typed field text is not counted). */
class Keys {
  count = 0;
  constructor(private readonly page: Page) {}

  async press(key: string) {
    this.count += 1;
    await this.page.keyboard.press(key);
  }

  /** Tabs forward until the focused element's name matches, as a person scanning would. */
  async tabTo(name: RegExp, limit = 120, key = 'Tab') {
    for (let i = 0; i < limit; i += 1) {
      await this.press(key);
      const focused = await this.page.evaluate(() => {
        const el = document.activeElement;
        if (!(el instanceof HTMLElement)) return '';
        const labelled = el.getAttribute('aria-label');
        const byLabel = el.id ? document.querySelector(`label[for="${el.id}"]`) : null;
        return labelled ?? byLabel?.textContent ?? el.textContent ?? '';
      });
      if (name.test(focused.trim())) return;
    }
    throw new Error(`never reached ${String(name)} with Tab`);
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
  }
}

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test.describe('keyboard: focus is never lost', () => {
  test('after the age gate, focus goes to the main heading', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByRole('button', { name: "I'm 21 or Older" })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(mainHeading(page)).toBeFocused();
  });

  test('following a link moves focus to the new heading once it has rendered', async ({
    shopper,
  }) => {
    await shopper.goto('/');
    const keys = new Keys(shopper);
    await keys.tabTo(/^Shop$/);
    await keys.press('Enter');
    await expect(shopper).toHaveURL(/\/shop$/);
    await expect(mainHeading(shopper)).toBeFocused();
    await expect(mainHeading(shopper)).not.toBeEmpty();
    // And the page is announced in a polite live region.
    await expect(shopper.locator('p[aria-live="polite"]')).toHaveText(
      (await mainHeading(shopper).textContent()) ?? '',
    );
  });

  test('a Tab pressed before the screen arrives is not pulled back', async ({ shopper }) => {
    await shopper.goto('/');
    // The next screen's chunk is held back, so the visitor moves on before it renders.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await shopper.route(/\/assets\/(Wholesale|wholesale).*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const keys = new Keys(shopper);
    await keys.tabTo(/^Wholesale$/);
    await keys.press('Enter');
    await keys.press('Tab');
    // Which control has focus, by what a person knows it by: the Tab lands in the top bar's search
    // box, which its combobox then takes over (the same box, a new element).
    const focused = () =>
      shopper.evaluate(() => {
        const element = document.activeElement;
        return `${element?.tagName} ${element?.getAttribute('aria-label') ?? element?.textContent}`;
      });
    const moved = await focused();
    release();
    await expect(mainHeading(shopper)).toBeVisible();
    await expect(mainHeading(shopper)).not.toBeFocused();
    expect(await focused()).toBe(moved);
  });
});

test.describe('keyboard: names, toasts and the checkout', () => {
  test('the add-to-cart toast never covers focus, offers View cart, and Escape dismisses it', async ({
    shopper,
  }) => {
    await shopper.setViewportSize({ width: 375, height: 667 });
    await shopper.goto('/shop');
    const keys = new Keys(shopper);
    await keys.tabTo(/^Add to Cart/);
    // The visit's first add opens the cart drawer; Escape closes it, back on the button, and the
    // next add is a toast (docs/behaviour.md "Cart drawer").
    await keys.press('Enter');
    const drawer = shopper.getByRole('dialog', { name: /^Your Cart/ });
    await expect(drawer).toBeVisible();
    await keys.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(shopper.getByRole('button', { name: /^Add to Cart/ }).first()).toBeFocused();
    await keys.press('Enter');
    const toast = shopper.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
    await expect(toast).toHaveCount(1);
    await expect(toast.getByRole('link', { name: 'View cart' })).toBeVisible();
    // Walk on through the next card: the toast is never over the focused control.
    for (let i = 0; i < 6; i += 1) {
      await keys.press('Tab');
      const overlap = await shopper.evaluate(() => {
        const focused = document.activeElement;
        const region = document.querySelector('section[aria-label="Notifications"] ol');
        if (!(focused instanceof HTMLElement) || !region || region.contains(focused)) return false;
        const a = focused.getBoundingClientRect();
        const b = region.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      });
      expect(overlap).toBe(false);
    }
    await keys.press('Escape');
    await expect(toast).toHaveCount(0);
  });

  test('Place Order stays in the Tab order and, unticked, explains and goes to the box', async ({
    shopper,
  }) => {
    await seedCart(shopper, [{ id: 'gelato', size: '3.5g', quantity: 2 }]);
    await shopper.goto('/checkout');
    const keys = new Keys(shopper);
    await keys.tabTo(/^Place Order/);
    const place = shopper.getByRole('button', { name: /^Place Order/ });
    await expect(place).toBeFocused();
    await expect(place).toHaveAttribute('aria-disabled', 'true');
    await keys.press('Enter');
    await expect(
      shopper.getByText('Please confirm you understand and accept the legal disclaimer.').first(),
    ).toBeVisible();
    await expect(shopper.getByRole('checkbox', { name: /I am 21 or older/ })).toBeFocused();
  });

  test('card steppers name their product', async ({ shopper }) => {
    await shopper.goto('/shop');
    const keys = new Keys(shopper);
    await keys.tabTo(/^Increase quantity of /);
    const name = await shopper.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(name).toMatch(/^Increase quantity of \S/);
  });
});

for (const way of ['View cart', 'top-bar Cart'] as const) {
  test(`keyboard journey from the age gate to a placed order, via ${way}`, async ({ page }) => {
    await page.goto('/');
    const keys = new Keys(page);
    await expect(page.getByRole('button', { name: "I'm 21 or Older" })).toBeFocused();
    await keys.press('Enter');
    await keys.tabTo(/^Add to Cart/);
    // The visit's first add opens the cart drawer with focus in it (docs/behaviour.md
    // "Cart drawer"): its View cart goes on, or Escape and the top bar's Cart open it again.
    await keys.press('Enter');
    const drawer = page.getByRole('dialog', { name: /^Your Cart/ });
    await expect(drawer).toBeVisible();
    if (way === 'top-bar Cart') {
      await keys.press('Escape');
      await expect(drawer).toBeHidden();
      await keys.tabTo(/^Cart,/, 120, 'Shift+Tab');
      await keys.press('Enter');
      await expect(drawer).toBeVisible();
    }
    await keys.tabTo(/^View cart$/);
    await keys.press('Enter');
    // A person waits for the screen to show before tabbing through it: its code loads on the way.
    await expect(page).toHaveURL(/\/cart$/);
    await expect(mainHeading(page)).toHaveText('Your Cart');
    await keys.tabTo(/^Proceed to Checkout$/);
    await keys.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(mainHeading(page)).toHaveText('Checkout');
    const fields: [RegExp, string][] = [
      [/^Email/, 'jane@example.com'],
      [/^First name/, 'Jane'],
      [/^Last name/, 'Doe'],
      [/^Street address/, '1 Main St'],
      [/^City/, 'Denver'],
    ];
    for (const [name, text] of fields) {
      await keys.tabTo(name);
      await keys.type(text);
    }
    await keys.tabTo(/^State/);
    await keys.type('Colorado');
    for (const [name, text] of [
      [/^ZIP code/, '80202'],
      [/^Name on card/, 'Jane Doe'],
      [/^Card number/, '4111111111111111'],
      [/^Expiry date/, '12/39'],
      [/^Security code/, '321'],
    ] as [RegExp, string][]) {
      await keys.tabTo(name);
      await keys.type(text);
    }
    await keys.tabTo(/I am 21 or older/);
    await keys.press('Space');
    await keys.tabTo(/^Place Order/);
    await keys.press('Enter');
    await expect(orderConfirmed(page)).toBeVisible();
    console.log(`keyboard journey via ${way}: ${keys.count} key presses (typed text not counted)`);
  });
}
