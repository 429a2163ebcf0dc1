import type { Page } from '@playwright/test';
import { cartLink, passAgeGate, storedCart, watchProblems } from '../support';
import { countToasts, expect, open, test, toastsShown } from './cases';

/** Clicks per tab; the tabs take turns. 200 adds over 3 lines stay under the 99-per-line cap. */
const ADDS_PER_TAB = 100;
const STRAINS = ['Super Glue', 'Gelato', 'Gary Payton'];
const ADDED = 'Added to cart';

interface StoredLine {
  id: number | string;
  size: string;
  quantity: number;
}

/** The Add to Cart button of a signature strain card on home (size 3.5g, quantity 1). */
function addButton(page: Page, strain: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: strain, exact: true }) })
    .getByRole('button', { name: 'Add to Cart' });
}

test.describe('reliability: two tabs', () => {
  test('two tabs adding in quick alternation lose nothing: 200 adds, 200 items', async ({
    context,
    cases,
  }) => {
    test.setTimeout(150_000);
    const tabs = await Promise.all([context.newPage(), context.newPage()]);
    const problems = tabs.map((tab) => watchProblems(tab));
    for (const tab of tabs) {
      await passAgeGate(tab);
      await tab.addInitScript(countToasts, [ADDED]);
      await open(tab, '/');
      // The cards' buttons high in the window, clear of the toasts in the bottom corner.
      await addButton(tab, STRAINS[0] ?? '').evaluate((button) => {
        button.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -200);
      });
    }
    const [first, second] = tabs as [Page, Page];
    await first.evaluate(() => window.localStorage.removeItem('cart'));
    await expect(cartLink(second)).toHaveAccessibleName('Cart, empty');

    // The tabs take turns, one real click each, as fast as Playwright clicks (far faster than a
    // person can switch tabs); both add to the same three lines, so each add must start from the
    // other tab's latest cart. Under load a tab can still miss the other's last add when it
    // clicks: useCart redoes its own write when the storage event shows it hid one.
    const added = new Map<string, number>();
    for (let index = 0; index < ADDS_PER_TAB; index += 1) {
      for (const [tabIndex, tab] of [first, second].entries()) {
        const strain = STRAINS[(index + tabIndex) % STRAINS.length] ?? '';
        await addButton(tab, strain).click();
        added.set(strain, (added.get(strain) ?? 0) + 1);
      }
    }
    for (const tab of tabs) {
      await expect
        .poll(() => toastsShown(tab, ADDED), { message: 'every click reached its button' })
        .toBe(ADDS_PER_TAB);
    }

    // Each add is a case; an add missing from the stored cart is a failed one.
    const expected = ADDS_PER_TAB * tabs.length;
    const storedLines = async () => (await storedCart(first)) as StoredLine[];
    const total = async () => (await storedLines()).reduce((sum, line) => sum + line.quantity, 0);
    await expect.soft.poll(total, { message: 'every add is in the stored cart' }).toBe(expected);
    const kept = await total();
    cases.tally('two-tabs', expected, Math.max(0, expected - kept), 'adds lost between two tabs');
    expect.soft(await storedLines()).toEqual(
      STRAINS.map((strain) =>
        expect.objectContaining({
          id: strain.toLowerCase().replace(' ', '-'),
          size: '3.5g',
          quantity: added.get(strain),
        }),
      ),
    );

    for (const [index, tab] of tabs.entries()) {
      await cases.run(
        'two-tabs',
        `tab ${index + 1} shows every add on its cart screen`,
        async () => {
          await cartLink(tab).click();
          await expect(tab.locator('main h1')).toHaveText('Your Cart');
          const quantities = tab.locator('ul[aria-label="Items in your cart"] output');
          await expect(quantities).toHaveCount(STRAINS.length);
          await expect
            .poll(async () =>
              (await quantities.allTextContents()).reduce(
                (sum, text) => sum + Number(text.replace(/\D/g, '')),
                0,
              ),
            )
            .toBe(expected);
          expect.soft(problems[index]?.pageErrors, 'page errors').toEqual([]);
          expect.soft(problems[index]?.consoleErrors, 'console errors').toEqual([]);
        },
      );
    }
  });
});
