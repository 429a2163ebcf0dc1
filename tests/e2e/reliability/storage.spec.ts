import type { Page } from '@playwright/test';
import {
  cartDrawer,
  cartLink,
  closeCartDrawer,
  passAgeGate,
  storedCart,
  watchProblems,
  type PageProblems,
} from '../support';
import {
  expect,
  injectionTraces,
  markProblems,
  open,
  problemsSince,
  test,
  toastsShown,
  countToasts,
  type CaseCounter,
} from './cases';

/** A cart line as the cart screen shows it. */
interface ShownLine {
  name: string;
  quantity: number;
  price: string;
}

/** Catalogue facts the cases rely on (src/catalogue): name and unit price a shopper must see. */
const superGlue = { name: 'Super Glue', small: '$24.99', ounce: '$175.00' };
const gelato = { name: 'Gelato', small: '$24.99', ounce: '$175.00' };
const garyPayton = { name: 'Gary Payton', small: '$24.99' };
const blueDreamPack = { name: 'Blue Dream Pre-Roll 5-Pack', price: '$34.99' };
/** Product 4 has a price per size: the 4 pack $39.99, the 8 pack $71.99. */
const gelatoPreRolls = { name: 'Gelato Pre-Roll Pack', pack4: '$39.99', pack8: '$71.99' };
/** Product 5 is on sale: $24.99 instead of $29.99. */
const dogWalker = { name: 'Dog Walker Minis 10-Pack', price: '$24.99' };

const TAMPERED_NAME = '<img src=x onerror="window.__pwned=1;alert(1)">';

/** Every valid line key in the catalogue the big cases cycle through (ten of them). */
const validKeys = [
  { id: 'super-glue', size: '3.5g' },
  { id: 'super-glue', size: '28g' },
  { id: 'gelato', size: '3.5g' },
  { id: 'gelato', size: '28g' },
  { id: 'gary-payton', size: '3.5g' },
  { id: 'gary-payton', size: '28g' },
  { id: 1, size: 'Standard' },
  { id: 4, size: '4 pack' },
  { id: 4, size: '8 pack' },
  { id: 5, size: 'Standard' },
];

interface StoredValueCase {
  name: string;
  /** The exact text put in localStorage["cart"]. */
  stored: () => string;
  /** What the cart screen must show, in order. */
  expected: ShownLine[];
}

const json = (value: unknown) => JSON.stringify(value);

const storedValueCases: StoredValueCase[] = [
  { name: 'invalid JSON', stored: () => '[{"id":"gelato",', expected: [] },
  { name: 'not JSON at all', stored: () => 'undefined', expected: [] },
  { name: 'empty string', stored: () => '', expected: [] },
  {
    name: 'an object, not a list',
    stored: () => json({ id: 'gelato', size: '3.5g', quantity: 1 }),
    expected: [],
  },
  { name: 'null', stored: () => 'null', expected: [] },
  { name: 'a number', stored: () => '42', expected: [] },
  {
    name: 'a string',
    stored: () => json('[{"id":"gelato","size":"3.5g","quantity":1}]'),
    expected: [],
  },
  { name: 'true', stored: () => 'true', expected: [] },
  {
    name: 'nested junk',
    stored: () => json([[[[{ id: 'gelato', size: '3.5g', quantity: 1 }]]], { a: { b: [1, 2] } }]),
    expected: [],
  },
  {
    name: 'a list of junk around one good line',
    stored: () =>
      json([
        null,
        true,
        7,
        'gelato',
        [],
        {},
        { id: null, size: null, quantity: null },
        { id: 'gelato', size: '3.5g', quantity: 3 },
        { id: { toString: 'super-glue' }, size: ['3.5g'], quantity: [1] },
      ]),
    expected: [{ name: gelato.name, quantity: 3, price: gelato.small }],
  },
  {
    name: 'unknown ids',
    stored: () =>
      json([
        { id: 9999, size: 'Standard', quantity: 1 },
        { id: 0, size: 'Standard', quantity: 1 },
        { id: -4, size: '8 pack', quantity: 1 },
        { id: 4.5, size: '8 pack', quantity: 1 },
        { id: '04', size: '8 pack', quantity: 1 },
        { id: 'purple-haze', size: '3.5g', quantity: 1 },
        { id: '__proto__', size: '3.5g', quantity: 1 },
        { id: 'constructor', size: '3.5g', quantity: 1 },
        { id: '4', size: '8 pack', quantity: 2 },
      ]),
    expected: [{ name: gelatoPreRolls.name, quantity: 2, price: gelatoPreRolls.pack8 }],
  },
  {
    name: 'unknown sizes',
    stored: () =>
      json([
        { id: 'gelato', size: '7g', quantity: 1 },
        { id: 'gelato', size: '3.5G', quantity: 1 },
        { id: 4, size: 'Standard', quantity: 1 },
        { id: 1, size: '3.5g', quantity: 1 },
        { id: 1, size: 'Standard ', quantity: 1 },
        { id: 'super-glue', quantity: 1 },
        { id: 1, size: 'Standard', quantity: 1 },
      ]),
    expected: [{ name: blueDreamPack.name, quantity: 1, price: blueDreamPack.price }],
  },
  {
    name: 'tampered prices (1, 0.01, 0, negative)',
    stored: () =>
      json([
        { id: 'super-glue', size: '28g', quantity: 1, price: 1, name: 'Super Glue' },
        { id: 5, size: 'Standard', quantity: 1, price: 0.01 },
        { id: 'gelato', size: '3.5g', quantity: 1, price: 0 },
        { id: 4, size: '8 pack', quantity: 1, price: -3999 },
      ]),
    expected: [
      { name: superGlue.name, quantity: 1, price: superGlue.ounce },
      { name: dogWalker.name, quantity: 1, price: dogWalker.price },
      { name: gelato.name, quantity: 1, price: gelato.small },
      { name: gelatoPreRolls.name, quantity: 1, price: gelatoPreRolls.pack8 },
    ],
  },
  {
    name: 'tampered names and images',
    stored: () =>
      json([
        {
          id: 'gelato',
          size: '3.5g',
          quantity: 1,
          name: TAMPERED_NAME,
          image: 'javascript:alert(1)',
        },
        {
          id: 4,
          size: '4 pack',
          quantity: 1,
          name: '<script>window.__pwned=1</script>',
          image: 'x',
        },
      ]),
    expected: [
      { name: gelato.name, quantity: 1, price: gelato.small },
      { name: gelatoPreRolls.name, quantity: 1, price: gelatoPreRolls.pack4 },
    ],
  },
  {
    name: 'odd quantities (-1, 0, 2.5, "5", 1e9, "NaN", "1e3", null, true, "")',
    stored: () =>
      json([
        { id: 'super-glue', size: '3.5g', quantity: -1 },
        { id: 'gary-payton', size: '28g', quantity: 0 },
        { id: 'gelato', size: '3.5g', quantity: 2.5 },
        { id: 'gary-payton', size: '3.5g', quantity: '5' },
        { id: 'super-glue', size: '28g', quantity: 1e9 },
        { id: 'gelato', size: '28g', quantity: 'NaN' },
        { id: 1, size: 'Standard', quantity: '1e3' },
        { id: 4, size: '4 pack', quantity: null },
        { id: 4, size: '8 pack', quantity: true },
        { id: 4, size: '10 pack', quantity: '' },
      ]),
    expected: [
      { name: gelato.name, quantity: 2, price: gelato.small },
      { name: garyPayton.name, quantity: 5, price: garyPayton.small },
      { name: superGlue.name, quantity: 99, price: superGlue.ounce },
    ],
  },
  {
    name: 'the same line twice (60 + 60 stays 99)',
    stored: () =>
      json([
        { id: 'gelato', size: '28g', quantity: 60 },
        { id: 'gelato', size: '28g', quantity: 60 },
      ]),
    expected: [{ name: gelato.name, quantity: 99, price: gelato.ounce }],
  },
  {
    name: '10,000 lines',
    stored: () =>
      json(
        Array.from({ length: 10_000 }, (_, index) => ({
          ...validKeys[index % validKeys.length],
          quantity: 1,
          price: 1,
        })),
      ),
    // Only the first 1,000 entries are read: each key 100 times, capped at 99.
    expected: validKeys.map((key) => ({
      name: lineName(key.id),
      quantity: 99,
      price: linePrice(key.id, key.size),
    })),
  },
];

function lineName(id: string | number): string {
  const names: Record<string, string> = {
    'super-glue': superGlue.name,
    gelato: gelato.name,
    'gary-payton': garyPayton.name,
    '1': blueDreamPack.name,
    '4': gelatoPreRolls.name,
    '5': dogWalker.name,
  };
  return names[String(id)] ?? '?';
}

function linePrice(id: string | number, size: string): string {
  if (typeof id === 'string') return size === '28g' ? '$175.00' : '$24.99';
  if (id === 4) return size === '8 pack' ? gelatoPreRolls.pack8 : gelatoPreRolls.pack4;
  return { 1: blueDreamPack.price, 5: dogWalker.price }[id] ?? '?';
}

/** The cart link's name: the badge stops at 99+. */
function countLabel(count: number): string {
  if (count === 0) return 'Cart, empty';
  if (count > 99) return 'Cart, 99+ items';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The lines the cart screen shows: name, quantity and unit price of each. */
async function shownLines(page: Page): Promise<ShownLine[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('ul[aria-label="Items in your cart"] > li')].map((item) => {
      const quantity = item.querySelector('output')?.textContent ?? '';
      const unit = [...item.querySelectorAll('p')].find((p) =>
        /each\s*$/.test(p.textContent ?? ''),
      );
      return {
        name: item.querySelector('h2, h3')?.textContent ?? '',
        quantity: Number(quantity.replace(/\D/g, '')),
        price: /\$[\d,]+\.\d{2}/.exec(unit?.textContent ?? '')?.[0] ?? '',
      };
    }),
  );
}

/** Home and /cart load with no crash and show `expected`, with catalogue prices and 1..99. */
async function expectSensibleCart(
  page: Page,
  problems: PageProblems,
  dialogs: string[],
  expected: ShownLine[],
) {
  const mark = markProblems(problems);
  const dialogsBefore = dialogs.length;
  const count = expected.reduce((sum, line) => sum + line.quantity, 0);

  await open(page, '/');
  await expect(cartLink(page)).toHaveAccessibleName(countLabel(count));

  await open(page, '/cart');
  await expect(page.locator('main h1')).toHaveText(
    expected.length === 0 ? 'Your Cart is Empty' : 'Your Cart',
  );
  // The frame says "Your Cart" too, while the listings the lines are priced from load.
  await expect(page.locator('ul[aria-label="Items in your cart"] > li')).toHaveCount(
    expected.length,
  );
  const shown = await shownLines(page);
  expect.soft(shown, 'lines on the cart screen').toEqual(expected);
  for (const line of shown) {
    expect.soft(line.quantity, `${line.name} quantity`).toBeGreaterThanOrEqual(1);
    expect.soft(line.quantity, `${line.name} quantity`).toBeLessThanOrEqual(99);
  }
  const text = await page.locator('main').innerText();
  expect.soft(text, 'no tampered price is shown').not.toMatch(/\$0\.01|\$0\.00|\$1\.00|-\$/);
  expect.soft(text, 'no tampered name is shown').not.toContain('onerror');
  expect.soft(await injectionTraces(page), 'nothing stored ran as HTML').toEqual([]);

  const caused = problemsSince(problems, mark);
  expect.soft(caused.pageErrors, 'page errors').toEqual([]);
  expect.soft(caused.consoleErrors, 'console errors').toEqual([]);
  expect.soft(caused.cspViolations, 'CSP violations').toEqual([]);
  expect.soft(dialogs.slice(dialogsBefore), 'dialogs').toEqual([]);
}

async function putInStorage(page: Page, text: string): Promise<void> {
  // A case that failed may have left an error page, whose origin has no storage of ours.
  if (!page.url().startsWith('http')) await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.evaluate((value) => window.localStorage.setItem('cart', value), text);
}

// Also in the `scale` project: a tampered cart is cleaned to catalogue prices at 4,800 products too.
test.describe('reliability: stored cart values', { tag: ['@fuzz', '@scale'] }, () => {
  test('any value in localStorage["cart"] gives a sensible cart priced from the catalogue', async ({
    shopper,
    problems,
    dialogs,
    cases,
  }) => {
    test.setTimeout(90_000);
    await open(shopper, '/');
    for (const storedCase of storedValueCases) {
      await cases.run('storage', storedCase.name, async () => {
        await putInStorage(shopper, storedCase.stored());
        await expectSensibleCart(shopper, problems, dialogs, storedCase.expected);
      });
    }

    await cases.run('storage', 'a 5 MB value', async () => {
      const stored = await shopper.evaluate(() => {
        const line = { id: 'gary-payton', size: '28g', quantity: 2, price: 1 };
        // The biggest value this browser's quota takes, starting at 5 MB.
        for (let size = 5_000_000; size > 1_000_000; size -= 250_000) {
          try {
            window.localStorage.setItem('cart', JSON.stringify([line, { junk: 'x'.repeat(size) }]));
            return size;
          } catch {
            window.localStorage.removeItem('cart');
          }
        }
        return 0;
      });
      expect(stored, 'a value of several MB was stored').toBeGreaterThanOrEqual(4_000_000);
      await expectSensibleCart(shopper, problems, dialogs, [
        { name: garyPayton.name, quantity: 2, price: '$175.00' },
      ]);
    });

    await cases.run(
      'storage',
      'a tampered cart is rewritten from the catalogue on the next change',
      async () => {
        await putInStorage(
          shopper,
          json([{ id: 'gelato', size: '3.5g', quantity: 1, price: 1, name: TAMPERED_NAME }]),
        );
        await open(shopper, '/cart');
        await shopper.getByRole('button', { name: 'Increase quantity of Gelato' }).click();
        await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 2 items');
        await expect
          .poll(() => storedCart(shopper))
          .toEqual([
            expect.objectContaining({
              id: 'gelato',
              size: '3.5g',
              quantity: 2,
              price: 2499,
              name: 'Gelato',
            }),
          ]);
      },
    );
  });
});

/** A storage fault installed before any page script runs. */
interface StorageFault {
  name: string;
  /** Runs in the page before its scripts; must be self-contained. */
  install: () => void;
  /** A cart put in storage beforehand, if the fault still lets the page read it. */
  readable: boolean;
  /** True when the page can tell at load that nothing will be saved (reading fails). */
  toldAtLoad: boolean;
}

const faults: StorageFault[] = [
  {
    name: 'storage that throws on read',
    install: () => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (this === window.localStorage) throw new DOMException('Read refused', 'SecurityError');
        return getItem.call(this, key);
      };
    },
    readable: false,
    toldAtLoad: true,
  },
  {
    name: 'storage full (QuotaExceededError on write)',
    install: () => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (this === window.localStorage) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        setItem.call(this, key, value);
      };
    },
    readable: true,
    toldAtLoad: false,
  },
  {
    name: 'storage disabled (window.localStorage throws)',
    install: () => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    },
    readable: false,
    toldAtLoad: true,
  },
];

const WARNING_TITLE = "Your cart can't be saved";

async function addStrain(page: Page, strain: string, size?: '28g') {
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: strain, exact: true }) });
  if (size) await card.getByRole('radio', { name: new RegExp(size) }).check();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
}

async function runFault(
  page: Page,
  problems: PageProblems,
  fault: StorageFault,
  cases: CaseCounter,
) {
  await cases.run('storage', fault.name, async () => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.addInitScript(countToasts, [WARNING_TITLE]);
    await page.addInitScript(fault.install);

    await open(page, '/');
    const before = fault.readable ? 1 : 0;
    await expect(cartLink(page)).toHaveAccessibleName(countLabel(before));
    if (fault.toldAtLoad) await expect(page.getByText(WARNING_TITLE)).toBeVisible();

    // Adding works in memory, several times, and the visitor is told once.
    await addStrain(page, 'Super Glue');
    // The visit's first add opens the cart drawer (docs/behaviour.md "Cart drawer").
    await closeCartDrawer(page);
    await addStrain(page, 'Gelato');
    await addStrain(page, 'Gelato', '28g');
    await expect(cartLink(page)).toHaveAccessibleName(countLabel(before + 3));
    await expect
      .poll(() => toastsShown(page, WARNING_TITLE), { message: 'the warning toast, once' })
      .toBe(1);

    // Client-side navigation keeps the in-memory cart; the cart screen says it is not saved.
    // The top bar's cart link opens the drawer, whose View cart goes to the cart screen.
    await cartLink(page).click();
    await cartDrawer(page).getByRole('link', { name: 'View cart' }).click();
    await expect(page.locator('main h1')).toHaveText('Your Cart');
    await expect(page.getByText("This browser won't let us save your cart")).toBeVisible();
    const expected = [
      ...(fault.readable
        ? [{ name: gelatoPreRolls.name, quantity: 1, price: gelatoPreRolls.pack8 }]
        : []),
      { name: superGlue.name, quantity: 1, price: superGlue.small },
      { name: gelato.name, quantity: 1, price: gelato.small },
      { name: gelato.name, quantity: 1, price: gelato.ounce },
    ];
    expect.soft(await shownLines(page)).toEqual(expected);
    await page.getByRole('button', { name: 'Increase quantity of Super Glue' }).click();
    await expect(cartLink(page)).toHaveAccessibleName(countLabel(before + 4));
    await page.getByRole('button', { name: 'Remove Super Glue' }).click();
    await expect(cartLink(page)).toHaveAccessibleName(countLabel(before + 2));
    expect.soft(await toastsShown(page, WARNING_TITLE), 'still told only once').toBe(1);

    // A fresh load of /cart does not crash and says the same.
    await open(page, '/cart');
    if (fault.toldAtLoad) {
      await expect(page.getByText("This browser won't let us save your cart")).toBeVisible();
    }
    expect.soft(problems.pageErrors, 'page errors').toEqual([]);
    expect.soft(problems.consoleErrors, 'console errors').toEqual([]);
    expect.soft(dialogs, 'dialogs').toEqual([]);
  });
}

test.describe('reliability: storage faults', () => {
  for (const fault of faults) {
    test(`${fault.name}: the store works in memory and says so once`, async ({
      context,
      cases,
    }) => {
      const setup = await context.newPage();
      await setup.goto('/', { waitUntil: 'domcontentloaded' });
      await setup.evaluate(
        (lines) => window.localStorage.setItem('cart', JSON.stringify(lines)),
        [{ id: 4, size: '8 pack', quantity: 1, price: 1 }],
      );
      await setup.close();

      const page = await context.newPage();
      const problems = watchProblems(page);
      await passAgeGate(page);
      await runFault(page, problems, fault, cases);
    });
  }
});
