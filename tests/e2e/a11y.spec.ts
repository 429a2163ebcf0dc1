import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support';

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
  '/checkout',
  '/nowhere',
];

for (const mode of ['light', 'dark'] as const) {
  for (const path of routes) {
    test(`${path} has no serious or critical axe violation (${mode})`, async ({
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
      await shopper.goto(path);
      await expect(shopper.getByRole('heading', { level: 1 })).toHaveCount(1);
      const results = await new AxeBuilder({ page: shopper }).analyze();
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
