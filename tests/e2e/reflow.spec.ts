import { expect, test } from './support';

const routes = ['/', '/shop', '/product/4', '/blog', '/blog/1', '/wholesale', '/cart', '/nowhere'];

/** WCAG 1.4.12 text spacing, applied over the page's own styles. */
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Routes that do not yet reflow at 320 px with text spacing (the cart's buttons and line, the
 * product page's buttons, the shop's and blog's chip rows, which this check does not yet tell
 * apart from a deliberate sideways-scrolling row). Expected failures, so a fix shows up as
 * "passed unexpectedly"; the README's accessibility statement lists them as known limits.
 */
const notYetReflowing = ['/shop', '/product/4', '/blog', '/cart'];

test.describe('320 px wide with text spacing', () => {
  for (const route of routes) {
    test(`every control on ${route} is visible, 24x24 or larger, with no sideways scroll`, async ({
      shopper,
    }) => {
      test.fail(notYetReflowing.includes(route), 'known: does not reflow yet (README)');
      await shopper.setViewportSize({ width: 320, height: 640 });
      await shopper.goto('/');
      await shopper.evaluate(() =>
        window.localStorage.setItem(
          'cart',
          JSON.stringify([{ id: 'gelato', size: '3.5g', quantity: 2 }]),
        ),
      );
      await shopper.goto(route);
      await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
      // A constructed sheet, as a text-spacing bookmarklet would add (the CSP refuses <style>).
      await shopper.evaluate((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }, textSpacing);

      const problems = await shopper.evaluate(() => {
        const found: { where: string; what: string }[] = [];
        const width = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth > width) {
          found.push({
            where: 'page',
            what: `scrolls sideways to ${document.documentElement.scrollWidth}px`,
          });
        }
        const controls = document.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, [tabindex="0"]',
        );
        for (const control of controls) {
          const box = control.getBoundingClientRect();
          const style = getComputedStyle(control);
          if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
          if (control.closest('[inert], dialog:not([open])')) continue;
          const where = control.closest('header') ? 'banner' : 'page';
          const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
          // Visually hidden radios are drawn by the chip beside them.
          const drawn =
            box.width <= 1 && control.nextElementSibling instanceof HTMLElement
              ? control.nextElementSibling.getBoundingClientRect()
              : box;
          if (drawn.width <= 1) continue;
          if (drawn.left < 0 || drawn.right > width + 0.5) {
            found.push({
              where,
              what: `${name}: spans ${Math.round(drawn.left)}-${Math.round(drawn.right)}px`,
            });
          }
          const inline = style.display === 'inline';
          if (!inline && (drawn.width < 24 || drawn.height < 24)) {
            found.push({
              where,
              what: `${name}: ${Math.round(drawn.width)}x${Math.round(drawn.height)}`,
            });
          }
        }
        return found;
      });
      expect(problems.map((p) => `${p.where}: ${p.what}`)).toEqual([]);
    });
  }
});
