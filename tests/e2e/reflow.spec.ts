import { expect, test } from './support';

const routes = ['/', '/shop', '/product/4', '/blog', '/blog/1', '/wholesale', '/cart', '/nowhere'];

/** WCAG 1.4.12 text spacing, applied over the page's own styles. */
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Controls in the top bar whose narrow layout is being reworked on its own branch. Listed so
 * this test says plainly what is left; to be emptied once that work is merged.
 */
const knownTopBarProblems = ['banner'];

/**
 * Routes still failing on this branch for a layout reworked on another branch (the cart line's
 * narrow layout): marked as expected failures so a fix shows up as "passed unexpectedly"; to be
 * removed once that work is merged.
 */
const knownFailingRoutes = ['/cart'];

test.describe('320 px wide with text spacing', () => {
  for (const route of routes) {
    test(`every control on ${route} is visible, 24x24 or larger, with no sideways scroll`, async ({
      shopper,
    }) => {
      test.fail(
        knownFailingRoutes.includes(route),
        'cart line at 320 px: reworked on its own branch',
      );
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
      const unexpected = problems.filter((p) => !knownTopBarProblems.includes(p.where));
      const topBar = problems.filter((p) => knownTopBarProblems.includes(p.where));
      if (topBar.length > 0) {
        test.info().annotations.push({
          type: 'known top-bar problem (issue 20 branch)',
          description: topBar.map((p) => p.what).join('; '),
        });
      }
      expect(unexpected.map((p) => p.what)).toEqual([]);
    });
  }
});
