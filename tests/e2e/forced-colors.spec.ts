import type { Locator } from '@playwright/test';
import { expect, test } from './support';

/** What forced colours leave of a radio's chip: the face drawn right after the input. */
async function face(radio: Locator) {
  return radio.evaluate((input) => {
    const drawn = input.nextElementSibling;
    const style = drawn ? getComputedStyle(drawn) : null;
    return style ? `${style.backgroundColor} ${style.color} ${style.borderColor}` : '';
  });
}

test.describe('forced colours (Windows High Contrast)', () => {
  test.beforeEach(async ({ shopper }) => {
    await shopper.emulateMedia({ forcedColors: 'active' });
  });

  test('the chosen theme, size and category still show', async ({ shopper }) => {
    await shopper.setViewportSize({ width: 1280, height: 800 });
    await shopper.goto('/shop?category=flower');
    await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();

    const theme = shopper.getByRole('group', { name: 'Theme' });
    const chosenTheme = theme.getByRole('radio', { checked: true });
    const otherTheme = theme.getByRole('radio', { checked: false }).first();
    expect(await face(chosenTheme)).not.toBe(await face(otherTheme));

    const category = shopper.getByRole('radio', { name: /^Flower/ });
    await expect(category).toBeChecked();
    const otherCategory = shopper.getByRole('radio', { name: /^Gummies/ });
    expect(await face(category)).not.toBe(await face(otherCategory));

    // The strain cards at home each have a chosen size.
    await shopper.goto('/');
    const sizes = shopper.getByRole('radiogroup', { name: 'Size' }).first();
    const chosenSize = sizes.getByRole('radio', { checked: true });
    const otherSize = sizes.getByRole('radio', { checked: false }).first();
    expect(await face(chosenSize)).not.toBe(await face(otherSize));
  });

  test('disabled buttons, the cart badge and focus still show', async ({ shopper }) => {
    await shopper.goto('/shop');
    await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
    const minus = shopper.getByRole('button', { name: /^Decrease quantity of / }).first();
    const plus = shopper.getByRole('button', { name: /^Increase quantity of / }).first();
    await expect(minus).toBeDisabled();
    const colour = (button: Locator) => button.evaluate((el) => getComputedStyle(el).color);
    expect(await colour(minus)).not.toBe(await colour(plus));

    // Keyboard only: add one to the cart, so the badge shows.
    for (let i = 0; i < 80; i += 1) {
      await shopper.keyboard.press('Tab');
      const name = await shopper.evaluate(() => document.activeElement?.textContent ?? '');
      if (/^Add to Cart/.test(name.trim())) break;
    }
    const focused = shopper.locator(':focus');
    await expect(focused).toHaveText(/Add to Cart/);
    const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await shopper.keyboard.press('Enter');
    const badge = shopper.getByRole('banner').getByRole('link', { name: /^Cart, 1 item/ });
    await expect(badge).toBeVisible();
    const pill = await badge.evaluate((link) => {
      const count = Array.from(link.querySelectorAll('span')).find((s) => s.textContent === '1');
      return count ? getComputedStyle(count).outlineStyle : 'none';
    });
    expect(pill).not.toBe('none');
  });
});
