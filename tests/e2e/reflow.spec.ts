import { expect, seedCart, test } from './support';

const routes = [
  '/',
  '/shop',
  '/product/4',
  '/lab-results/4',
  '/blog',
  '/blog/1',
  '/wholesale',
  '/cart',
  '/checkout',
  '/nowhere',
];

/** WCAG 1.4.12 text spacing, applied over the page's own styles. */
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

test.describe('320 px wide with text spacing', () => {
  for (const route of routes) {
    test(`every control on ${route} is visible, 24x24 or larger, with no sideways scroll`, async ({
      shopper,
    }) => {
      await shopper.setViewportSize({ width: 320, height: 640 });
      await seedCart(shopper, [{ id: 'gelato', size: '3.5g', quantity: 2 }]);
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
          // A row that scrolls on its own (the category chips) may hold chips beyond the
          // window: the row itself must fit, and its chips are reached by scrolling it.
          let scroller: HTMLElement | null = control.parentElement;
          while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX))
            scroller = scroller.parentElement;
          if (scroller && scroller !== document.documentElement && scroller !== document.body) {
            const row = scroller.getBoundingClientRect();
            if (row.left < 0 || row.right > width + 0.5) {
              found.push({
                where,
                what: `scrolling row around ${name}: spans ${Math.round(row.left)}-${Math.round(row.right)}px`,
              });
            }
          } else if (drawn.left < 0 || drawn.right > width + 0.5) {
            found.push({
              where,
              what: `${name}: spans ${Math.round(drawn.left)}-${Math.round(drawn.right)}px`,
            });
          }
          const inline = style.display === 'inline';
          // A checkbox's target includes its label (a press on the words ticks it).
          const labels = control instanceof HTMLInputElement ? [...(control.labels ?? [])] : [];
          const target = [drawn, ...labels.map((label) => label.getBoundingClientRect())];
          const targetWidth = Math.max(...target.map((rect) => rect.width));
          const targetHeight = Math.max(...target.map((rect) => rect.height));
          if (!inline && (targetWidth < 24 || targetHeight < 24)) {
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
