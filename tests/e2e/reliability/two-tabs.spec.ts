import type { Page } from '@playwright/test';
import { cartLink, passAgeGate, storedCart, watchProblems, type PageProblems } from '../support';
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
/**
 * The tab's cart screen lists `lines` lines whose quantities add up to `items`, and the tab
 * reported no page or console error.
 */
async function expectCartScreen(
  tab: Page,
  lines: number,
  items: number,
  problems: PageProblems | undefined,
) {
  const quantities = tab.locator('ul[aria-label="Items in your cart"] output');
  await expect(quantities).toHaveCount(lines);
  await expect
    .poll(async () =>
      (await quantities.allTextContents()).reduce(
        (sum, text) => sum + Number(text.replace(/\D/g, '')),
        0,
      ),
    )
    .toBe(items);
  expect.soft(problems?.pageErrors, 'page errors').toEqual([]);
  expect.soft(problems?.consoleErrors, 'console errors').toEqual([]);
}

/**
 * This visit has met the cart drawer already (its first add opened it): every add is then a toast
 * (docs/behaviour.md "Cart drawer"), which these tests count, and no modal stands between
 * one click and the next.
 */
async function metTheDrawer(page: Page) {
  await page.addInitScript(() => window.sessionStorage.setItem('cart-drawer:opened', 'yes'));
}

/** The footer's link to the cart page (the top bar's cart link opens the drawer). */
function cartPageLink(page: Page) {
  return page.getByRole('contentinfo').getByRole('link', { name: 'Your cart' });
}

function addButton(page: Page, strain: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: strain, exact: true }) })
    .getByRole('button', { name: 'Add to Cart' });
}

test.describe('reliability: two tabs', { tag: '@fuzz' }, () => {
  test('two tabs adding in quick alternation lose nothing: 200 adds, 200 items', async ({
    context,
    cases,
  }) => {
    test.setTimeout(150_000);
    const tabs = await Promise.all([context.newPage(), context.newPage()]);
    const problems = tabs.map((tab) => watchProblems(tab));
    for (const tab of tabs) {
      await passAgeGate(tab);
      await metTheDrawer(tab);
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
    // clicks: the store writes each change under the cart's Web Lock, on the cart stored last.
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
          await cartPageLink(tab).click();
          await expect(tab.locator('main h1')).toHaveText('Your Cart');
          await expectCartScreen(tab, STRAINS.length, expected, problems[index]);
        },
      );
    }
  });
});

/** A line one tab changes (and no other tab touches) while the others change theirs. */
interface OwnLine {
  id: number;
  name: string;
}

/** Per tab: a line it raises CHANGES_PER_TAB times and a line it removes. Both have one size. */
const OWN_LINES: { raise: OwnLine; remove: OwnLine }[] = [
  {
    raise: { id: 1, name: 'Blue Dream Pre-Roll 5-Pack' },
    remove: { id: 8, name: 'CBG Sativa Pre-Roll 4-Pack' },
  },
  {
    raise: { id: 5, name: 'Dog Walker Minis 10-Pack' },
    remove: { id: 13, name: 'Sour Space Candy Smalls 7g' },
  },
  {
    raise: { id: 7, name: 'Pineapple Express Hemp Blunt 2g' },
    remove: { id: 16, name: 'Gary Payton Reserve Ounce' },
  },
];
const ADDS_PER_TAB_OF_THREE = 30;
const CHANGES_PER_TAB = 10;

test.describe('reliability: three tabs', { tag: '@fuzz' }, () => {
  test('three tabs adding, changing and removing at once lose nothing', async ({
    context,
    cases,
  }) => {
    test.setTimeout(150_000);
    const tabs = await Promise.all([context.newPage(), context.newPage(), context.newPage()]);
    const problems = tabs.map((tab) => watchProblems(tab));
    for (const tab of tabs) {
      // Tall enough that no toast covers a button the test clicks.
      await tab.setViewportSize({ width: 1280, height: 2400 });
      await passAgeGate(tab);
      await metTheDrawer(tab);
      await tab.addInitScript(countToasts, [ADDED]);
    }
    const [first] = tabs as [Page, Page, Page];
    await open(first, '/');
    await first.evaluate(
      (lines) => window.localStorage.setItem('cart', JSON.stringify(lines)),
      OWN_LINES.flatMap(({ raise, remove }) => [
        { id: raise.id, size: 'Standard', quantity: 1 },
        { id: remove.id, size: 'Standard', quantity: 1 },
      ]),
    );
    for (const tab of tabs) await open(tab, '/');

    // Adding at once: the three tabs click at the same time, each on all three strains.
    const added = new Map<string, number>();
    await Promise.all(
      tabs.map(async (tab, tabIndex) => {
        for (let index = 0; index < ADDS_PER_TAB_OF_THREE; index += 1) {
          const strain = STRAINS[(index + tabIndex) % STRAINS.length] ?? '';
          await addButton(tab, strain).click();
          added.set(strain, (added.get(strain) ?? 0) + 1);
        }
      }),
    );
    for (const tab of tabs) {
      await expect
        .poll(() => toastsShown(tab, ADDED), { message: 'every click reached its button' })
        .toBe(ADDS_PER_TAB_OF_THREE);
    }

    // Changing and removing at once: each tab raises one line and removes another on its cart
    // screen while the other two do the same to theirs.
    for (const tab of tabs) await cartPageLink(tab).click();
    await Promise.all(
      tabs.map(async (tab, tabIndex) => {
        const own = OWN_LINES[tabIndex];
        if (!own) return;
        await expect(tab.locator('main h1')).toHaveText('Your Cart');
        // From the keyboard, as a keyboard user would: another tab's removal moves this tab's lines
        // up, and a pointer click whose press and release straddle that move lands on no button
        // (Playwright checks the target at the press only). With clicks, 3 of 48 runs on six workers
        // lost one removal that way: the store's own log showed the tab never received it. Enter
        // acts on the focused button wherever it has moved.
        const raise = tab.getByRole('button', { name: `Increase quantity of ${own.raise.name}` });
        for (let index = 0; index < CHANGES_PER_TAB; index += 1) await raise.press('Enter');
        await tab.getByRole('button', { name: `Remove ${own.remove.name}` }).press('Enter');
      }),
    );

    const expected: StoredLine[] = [
      ...OWN_LINES.map(({ raise }) => ({
        id: raise.id,
        size: 'Standard',
        quantity: 1 + CHANGES_PER_TAB,
      })),
      ...STRAINS.map((strain) => ({
        id: strain.toLowerCase().replace(' ', '-'),
        size: '3.5g',
        quantity: added.get(strain) ?? 0,
      })),
    ];
    // The tabs add at once, so the strains' lines come in any order: compared in one order.
    const inOrder = (lines: StoredLine[]) =>
      lines
        .map(({ id, size, quantity }) => ({ id, size, quantity }))
        .sort((a, b) => `${a.id} ${a.size}`.localeCompare(`${b.id} ${b.size}`));
    const summary = async () => inOrder((await storedCart(first)) as StoredLine[]);
    await expect.soft
      .poll(summary, { message: 'every add, change and removal is in the stored cart' })
      .toEqual(inOrder(expected));

    // Each add, each raise and each removal is a case; one the stored cart lacks is a failed one.
    const changes = tabs.length * (ADDS_PER_TAB_OF_THREE + CHANGES_PER_TAB + 1);
    const kept = await summary();
    const quantity = (line: StoredLine) =>
      kept.find((stored) => stored.id === line.id && stored.size === line.size)?.quantity ?? 0;
    const lost =
      expected.reduce((sum, line) => sum + Math.abs(line.quantity - quantity(line)), 0) +
      OWN_LINES.filter(({ remove }) => kept.some((line) => line.id === remove.id)).length;
    cases.tally('two-tabs', changes, lost, 'adds, changes and removals lost between three tabs');

    const total = expected.reduce((sum, line) => sum + line.quantity, 0);
    for (const [index, tab] of tabs.entries()) {
      await cases.run('two-tabs', `tab ${index + 1} of three shows every change`, async () => {
        await expectCartScreen(tab, expected.length, total, problems[index]);
      });
    }
  });
});
