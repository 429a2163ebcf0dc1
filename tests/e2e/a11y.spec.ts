import AxeBuilder from '@axe-core/playwright';
import { expect, PLACED_ORDER, test } from './support';

const routes = [
  '/',
  '/shop',
  '/shop?category=flower',
  '/product/4',
  '/product/abc',
  '/blog',
  '/blog/1',
  '/wholesale',
  '/cart',
  '/saved',
  '/checkout',
  '/order-confirmation',
  '/nowhere',
];

/** The axe rules whose outcome depends on colours: text contrast, links told apart by colour. */
const colourRules = ['color-contrast', 'link-in-text-block'];

for (const mode of ['light', 'dark'] as const) {
  for (const path of routes) {
    test(`${path} has no serious or critical axe violation (${mode === 'light' ? 'light, every rule' : 'dark, colour rules'})`, async ({
      shopper,
      problems,
    }) => {
      await shopper.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await shopper.addInitScript(() =>
        window.localStorage.setItem(
          'cart',
          JSON.stringify([{ id: 'gelato', size: '3.5g', quantity: 1 }]),
        ),
      );
      await shopper.addInitScript(
        (order) => window.sessionStorage.setItem('placed-order', order),
        JSON.stringify(PLACED_ORDER),
      );
      // Saved products and views: the saved page lists cards, the rows and badges show.
      await shopper.addInitScript(() => {
        window.localStorage.setItem('saved-products', '[4,12]');
        window.localStorage.setItem('recently-viewed', '[42,9]');
      });
      await shopper.goto(path);
      // The page itself, not a redirect (a confirmation without its order would go to /cart).
      await expect(shopper).toHaveURL(path);
      await expect(shopper.getByRole('heading', { level: 1 })).toHaveCount(1);
      // The dark theme changes colours only (CSS custom properties on the same markup), so the
      // dark pass runs the rules that read colours; the light pass runs every rule. The full set
      // took 3.5 s a run on /shop, the colour rules 1 s.
      const axe = new AxeBuilder({ page: shopper });
      const results = await (mode === 'dark' ? axe.withRules(colourRules) : axe).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  }
}
