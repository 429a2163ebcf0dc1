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
    const buttonCentres = new Map<Page, { x: number; y: number }[]>();
    for (const tab of tabs) {
      await passAgeGate(tab);
      await tab.addInitScript(countToasts, [ADDED]);
      await open(tab, '/');
      // The cards' buttons high in the window, clear of the toasts in the bottom corner.
      await addButton(tab, STRAINS[0] ?? '').evaluate((button) => {
        button.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -200);
      });
      const centres = [];
      for (const strain of STRAINS) {
        const box = await addButton(tab, strain).boundingBox();
        expect(box).not.toBeNull();
        centres.push({
          x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
          y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
        });
      }
      buttonCentres.set(tab, centres);
    }
    const [first, second] = tabs as [Page, Page];
    await first.evaluate(() => window.localStorage.removeItem('cart'));
    await expect(cartLink(second)).toHaveAccessibleName('Cart, empty');

    // The tabs take turns, one real mouse click each on an Add to Cart button, as fast as the
    // browser takes them; both add to the same three lines, so each add must start from the
    // other tab's latest cart. (Mouse clicks at the buttons skip Playwright's actionability
    // polling, which would triple the time; the toast count below proves every click landed.)
    const added = new Map<string, number>();
    for (let index = 0; index < ADDS_PER_TAB; index += 1) {
      for (const [tabIndex, tab] of [first, second].entries()) {
        const strainIndex = (index + tabIndex) % STRAINS.length;
        const centre = buttonCentres.get(tab)?.[strainIndex] ?? { x: 0, y: 0 };
        await tab.mouse.click(centre.x, centre.y);
        const strain = STRAINS[strainIndex] ?? '';
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
    const received = await Promise.all(tabs.map((tab) => toastsShown(tab, ADDED)));
    await expect.soft
      .poll(total, {
        // Tells a lost write (both tabs took every click) from a click that never arrived.
        message: `every add is in the stored cart (adds each tab took: ${received.join(', ')} of ${ADDS_PER_TAB})`,
      })
      .toBe(expected);
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
