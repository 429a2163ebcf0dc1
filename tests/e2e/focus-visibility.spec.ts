import type { Page } from '@playwright/test';
import { expect, seedCart, test } from './support';

const routes = ['/', '/shop', '/product/4', '/blog', '/blog/1', '/wholesale', '/cart', '/nowhere'];

/**
 * Tabs through the page (keyboard only) and, for each focused element, measures its focus
 * ring's colour against the background it is drawn on: the nearest opaque background of an
 * ancestor, since the ring sits outside the element. Lists the rings below 3:1.
 *
 * A focusin listener in the page measures each element as it takes focus, so the test only
 * presses Tab, in batches, and reads the measurements after each batch until focus comes round
 * to an element it has seen.
 */
async function measureRings(
  page: Page,
  limit = 400,
): Promise<{ faint: string[]; measured: number }> {
  await page.evaluate(() => {
    const parse = (text: string): number[] | null => {
      const match = /rgba?\(([^)]+)\)/.exec(text);
      if (!match?.[1]) return null;
      const parts = match[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return parts.length >= 3 ? parts : null;
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const found: { key: string; ratio: number }[] = [];
    (window as unknown as { __rings: typeof found }).__rings = found;
    document.addEventListener('focusin', (event) => {
      const el = event.target;
      if (!(el instanceof HTMLElement) || el === document.body) return;
      // A ring drawn on a sibling (radio chips) is measured where it is drawn.
      const ringed = [el, el.nextElementSibling].find(
        (candidate): candidate is HTMLElement =>
          candidate instanceof HTMLElement &&
          getComputedStyle(candidate).outlineStyle !== 'none' &&
          parseFloat(getComputedStyle(candidate).outlineWidth) > 0,
      );
      const key = el.outerHTML.slice(0, 120);
      if (!ringed) {
        found.push({ key, ratio: 0 });
        return;
      }
      const ring = parse(getComputedStyle(ringed).outlineColor);
      let node: HTMLElement | null = ringed.parentElement;
      let background: number[] | null = null;
      while (node) {
        const color = parse(getComputedStyle(node).backgroundColor);
        if (color && (color[3] ?? 1) > 0.5) {
          background = color;
          break;
        }
        node = node.parentElement;
      }
      background ??= parse(getComputedStyle(document.documentElement).backgroundColor) ?? [
        255, 255, 255,
      ];
      if (!ring) {
        found.push({ key, ratio: 0 });
        return;
      }
      const [a, b] = [luminance(ring), luminance(background)].sort((x, y) => y - x);
      found.push({ key, ratio: ((a ?? 0) + 0.05) / ((b ?? 0) + 0.05) });
    });
  });
  const faint: string[] = [];
  const seen = new Set<string>();
  const batch = 25;
  let read = 0;
  for (let pressed = 0; pressed < limit; pressed += batch) {
    for (let i = 0; i < batch; i += 1) await page.keyboard.press('Tab');
    const found = await page.evaluate(
      (from) =>
        (window as unknown as { __rings: { key: string; ratio: number }[] }).__rings.slice(from),
      read,
    );
    read += found.length;
    for (const { key, ratio } of found) {
      if (seen.has(key)) return { faint, measured: seen.size };
      seen.add(key);
      if (ratio < 3) faint.push(`${ratio.toFixed(2)}:1 ${key}`);
    }
  }
  return { faint, measured: seen.size };
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`focus rings in the ${colorScheme} theme`, () => {
    for (const route of routes) {
      test(`are at least 3:1 against their background on ${route}`, async ({ shopper }) => {
        test.setTimeout(120_000);
        await shopper.emulateMedia({ colorScheme });
        await seedCart(shopper, [{ id: 'gelato', size: '3.5g', quantity: 2 }]);
        await shopper.goto(route);
        await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
        const { faint, measured } = await measureRings(shopper);
        expect(measured).toBeGreaterThan(5);
        expect(faint).toEqual([]);
      });
    }
  });
}
