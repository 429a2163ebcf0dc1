import type { Page } from '@playwright/test';
import { expect, passAgeGate, PLACED_ORDER, test } from './support';

/**
 * Layout at every width a shopper brings, from a 320 px phone to a 1920 px desktop
 * (docs/behaviour.md "Layout at every width"). Reads the live DOM of each route: no sideways
 * scrolling, no word squeezed across lines, and every control on screen, on top at its centre and
 * at least 24 × 24 px (WCAG 2.5.8; inline links in running text are exempt).
 */
const widths = [320, 360, 390, 414, 600, 768, 820, 1024, 1280, 1440, 1920];

const routes = [
  '/',
  '/shop',
  '/product/4',
  '/blog',
  '/blog/1',
  '/wholesale',
  '/cart',
  '/checkout',
  '/order-confirmation',
  '/no/such/page',
];

/** Three lines, two of them sharing a name: the longest cart a test needs. */
const cart = [
  { id: 'super-glue', size: '3.5g', quantity: 2, name: 'x', price: 1, image: '' },
  { id: 4, size: '8 pack', quantity: 1, name: 'x', price: 1, image: '' },
  { id: 4, size: '4 pack', quantity: 3, name: 'x', price: 1, image: '' },
];

/** WCAG 1.4.12's text spacing, as a reader's style sheet would set it. */
const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/** Every layout problem on the current page, one readable line each. */
async function layoutProblems(page: Page, scope = 'body'): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate((scope) => {
    const problems: string[] = [];
    const root = document.documentElement;
    root.style.scrollBehavior = 'auto';
    const viewport = root.clientWidth;
    if (root.scrollWidth > viewport) {
      problems.push(`scrolls sideways: ${root.scrollWidth} px of content in ${viewport} px`);
    }
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ?? el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}> "${name ?? ''}"`;
    };
    const shown = (el: Element) => {
      if (el.closest('[inert], [hidden], [aria-hidden="true"]')) return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const box = el.getBoundingClientRect();
      // Visually hidden (1 × 1 px, clipped) text and inputs drawn by their label are not targets.
      return box.width > 1 && box.height > 1;
    };

    // A word broken over two lines means its column is narrower than the word.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const squeezed = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || squeezed.has(parent) || !text.trim() || !shown(parent)) continue;
      for (const match of text.matchAll(/[^\s\-/]{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) {
          squeezed.add(parent);
          problems.push(
            `word "${match[0]}" broken over ${lines.size} lines in ${describe(parent)}`,
          );
          break;
        }
      }
    }

    const controls = document
      .querySelector(scope)!
      .querySelectorAll(
        'a[href], button, input, select, textarea, summary, [role="button"], [role="radio"]',
      );
    for (const el of controls) {
      if (!shown(el)) continue;
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = el.getBoundingClientRect();
      const inlineLink = el.tagName === 'A' && getComputedStyle(el).display === 'inline';
      // A checkbox's target includes its label (a press on the words ticks it).
      const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])] : [];
      const rects = [box, ...labels.map((label) => label.getBoundingClientRect())];
      const target = {
        width: Math.max(...rects.map((rect) => rect.width)),
        height: Math.max(...rects.map((rect) => rect.height)),
      };
      if (!inlineLink && (target.width < 23.5 || target.height < 23.5)) {
        problems.push(
          `${describe(el)} is ${target.width.toFixed(0)} × ${target.height.toFixed(0)} px`,
        );
      }
      if (box.left < -0.5 || box.right > viewport + 0.5) {
        problems.push(
          `${describe(el)} is off-screen: ${box.left.toFixed(0)}–${box.right.toFixed(0)} px`,
        );
        continue;
      }
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (y < 0 || y > window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      const label = hit?.closest('label');
      const onTop =
        hit !== null &&
        (el === hit || el.contains(hit) || (label !== null && label?.control === el));
      if (!onTop) problems.push(`${describe(el)} is covered at its centre by ${describe(hit!)}`);
    }
    return problems;
  }, scope);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The confirmation prerenders a neutral heading: measure the order itself, not its frame.
  if (path === '/order-confirmation') {
    await expect(page.getByRole('heading', { level: 1, name: /^Order placed/ })).toBeVisible();
  }
}

test.describe('layout at every width', () => {
  test.beforeEach(async ({ page }) => {
    await passAgeGate(page);
    await page.addInitScript((lines) => {
      if (!window.localStorage.getItem('cart')) {
        window.localStorage.setItem('cart', JSON.stringify(lines));
      }
    }, cart);
    await page.addInitScript(
      (order) => window.sessionStorage.setItem('placed-order', order),
      JSON.stringify(PLACED_ORDER),
    );
  });

  for (const width of widths) {
    test(`${width} px: every route`, async ({ page, problems }) => {
      await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
      const found: string[] = [];
      for (const path of routes) {
        await open(page, path);
        for (const problem of await layoutProblems(page)) found.push(`${path}: ${problem}`);
      }
      expect(found).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  }

  test('320 px with WCAG text spacing: the top bar keeps every control whole', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.addInitScript((css) => {
      document.addEventListener('DOMContentLoaded', () => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      });
    }, textSpacing);
    await open(page, '/');
    const inBar = (await layoutProblems(page)).filter((problem) =>
      /Menu|Cart|theme|Silk Road/i.test(problem),
    );
    expect(inBar).toEqual([]);
  });
});

test('age gate at 320 and 1280 px: only as tall as its content, every control whole', async ({
  page,
}) => {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    const gate = page.getByRole('dialog');
    await expect(gate).toBeVisible();
    // The prerendered gate shows before the app runs; the app opens it as a modal (dialog[open]).
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    const content = await gate.evaluate((el) =>
      [...el.children].reduce((sum, child) => sum + child.getBoundingClientRect().height, 0),
    );
    const box = await gate.boundingBox();
    // Content plus padding and the gaps between rows, never the whole screen.
    expect(box!.height).toBeLessThan(content + 200);
    // A modal gate: the page behind it is inert, so only the gate's own controls count.
    expect(await layoutProblems(page, 'dialog[open]')).toEqual([]);
  }
});

test('the phone filter sheet at 320 and 375 px: every control whole and on screen', async ({
  page,
}) => {
  await passAgeGate(page);
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/shop?effect=relaxed&potency=high');
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await page.getByRole('button', { name: /Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: /Filters/ });
    await expect(sheet.getByRole('button', { name: 'Show 5 products' })).toBeVisible();
    // The sheet is modal: only its own controls count.
    expect(await layoutProblems(page, '[role="dialog"]')).toEqual([]);
  }
});
