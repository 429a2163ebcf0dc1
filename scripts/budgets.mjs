// Byte budgets, enforced in `npm test` (deterministic: same build, same bytes).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { allRouteSizes, DIST, kb } from './route-sizes.mjs';

export const budgets = {
  /** First-load JS of any route, gzip. */
  routeJsGzip: 115 * 1024,
  /** First-load CSS of any route, gzip. */
  routeCssGzip: 20 * 1024,
  /** Any one artwork file, raw. */
  artworkRaw: 4 * 1024,
  /** Font files shipped: the Latin subset of the two variable families. */
  fontFiles: 2,
};

const failures = [];
const rows = allRouteSizes();
console.log('route            JS gzip    JS brotli  CSS gzip');
for (const row of rows) {
  console.log(
    `${row.route.padEnd(16)} ${kb(row.js.gzip).padStart(9)} ${kb(row.js.brotli).padStart(10)} ${kb(row.css.gzip).padStart(9)}`,
  );
  if (row.js.gzip > budgets.routeJsGzip)
    failures.push(
      `${row.route}: first-load JS ${kb(row.js.gzip)} gzip > ${kb(budgets.routeJsGzip)}`,
    );
  if (row.css.gzip > budgets.routeCssGzip)
    failures.push(
      `${row.route}: first-load CSS ${kb(row.css.gzip)} gzip > ${kb(budgets.routeCssGzip)}`,
    );
}

const assets = readdirSync(join(DIST, 'assets'));
const svgs = assets.filter((file) => file.endsWith('.svg'));
const largestSvg = Math.max(0, ...svgs.map((file) => statSync(join(DIST, 'assets', file)).size));
for (const file of svgs) {
  const size = statSync(join(DIST, 'assets', file)).size;
  if (size > budgets.artworkRaw)
    failures.push(`artwork ${file}: ${size} B > ${budgets.artworkRaw} B`);
}
const fonts = assets.filter((file) => /\.(woff2?|ttf|otf)$/.test(file));
const nonLatin = fonts.filter((file) => !/-latin-wght-normal/.test(file));
if (fonts.length > budgets.fontFiles)
  failures.push(`${fonts.length} font files > ${budgets.fontFiles}: ${fonts.join(', ')}`);
if (nonLatin.length > 0)
  failures.push(`fonts that are not the Latin variable subset: ${nonLatin.join(', ')}`);
console.log(
  `artwork: ${svgs.length} files, largest ${largestSvg} B (budget ${budgets.artworkRaw} B)`,
);
console.log(
  `fonts: ${fonts.map((f) => `${f} ${kb(statSync(join(DIST, 'assets', f)).size)}`).join(', ')}`,
);

if (failures.length > 0) {
  console.error(`\nBudgets exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nbudgets: ${rows.length * 2 + svgs.length + 1} checks passed, 0 failed`);
