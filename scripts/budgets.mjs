// Byte budgets, enforced in `npm test` after `vite build` (deterministic: same build, same bytes).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  allRouteSizes,
  DIST,
  entryKeys,
  kb,
  pageFile,
  readChunkModules,
  readManifest,
  readRoutes,
  routeScreens,
  sizeOf,
  staticClosure,
} from './route-sizes.mjs';

export const budgets = {
  /**
   * First-load JS of any route (what index.html loads + its screen, with their imports), gzip. A
   * product page's use, ingredients and lab results load after it (docs/performance.md
   * "Performance"). 109 KB since the buying flow (docs/performance.md "Where the bytes go"): the
   * shell gained the storage library, the saved count and the code that opens the cart drawer on
   * the press itself (+1.3 KB on every page), and cards and the product page their Save toggles
   * (/product/4 108.4 KB, /shop 108.1 KB). It was 106 KB after the first-second contract, 105 KB
   * before. 110 KB since the hemp menu (issue 31), measured: the top bar's search form on every
   * page (+0.6 KB; its combobox and index load on first focus), the cards' facts lines and the
   * strains' facts (a chunk that hydrates later, src/screens/deferredFacts.tsx, with a hook in
   * the first load) and the facet values the grid filters by (about 1 KB) took /shop to 109.5 KB
   * and /product/4 to 109.1 KB. The shop's filters, counts, chips, search and sort already hydrate
   * later from their own chunk (src/screens/ShopRefine.tsx, 5.7 KB gzip; docs/architecture.md
   * "Sections that hydrate later"): with them in the first load /shop was 112.7 KB. 111 KB since
   * the catalogue left the entry (issue 34, docs/decisions/0012-catalogue-listings-load-when-needed.md):
   * every page without products lost 1.6 KB (home 102.4 KB), and no page's entry grows with the
   * catalogue any more, but the pages that show products load the listings as a chunk of their
   * own, which compresses worse alone than inside the entry, beside the code that loads them:
   * /shop 110.4 KB, /product/4 110.0 KB (+0.9 KB). 110 KB again since no page's first load
   * carries the catalogue (issue 34): the shop's is its first page written as data, a product
   * page and a certificate hydrate from the data the prerender wrote into them, and the saved
   * page loads its products when something is saved (/shop 109.9 KB, /product/4 106.8 KB,
   * /saved 104.4 KB, within 0.1 KB at 4,800 products).
   */
  routeJsGzip: 110 * 1024,
  /** Each prerendered page's HTML, gzip: it should arrive in the first round trip. */
  pageHtmlGzip: 14 * 1024,
  /** First-load CSS of any route, gzip. */
  routeCssGzip: 20 * 1024,
  /** Any one artwork file, raw. */
  artworkRaw: 4 * 1024,
  /** Font files shipped: the Latin subset of the two variable families (one file covers every weight). */
  fontFiles: 2,
};

/** Source modules that must never be in the entry's first load: they belong to one screen or to demo mode. */
const notInEntry = [
  { test: /^src\/screens\//, why: 'screens are lazy chunks' },
  { test: /^src\/catalogue\/productDetails\.ts$/, why: 'product details load with /product' },
  {
    test: /^src\/catalogue\/products\.ts$/,
    why: "descriptions load with /product and the shop's results",
  },
  { test: /^src\/catalogue\/posts\.ts$/, why: 'posts load with /blog' },
  {
    test: /^src\/catalogue\/(listings|productArt)\.ts$/,
    why: 'the listings load with the pages that show products, or when storage holds one to check',
  },
  { test: /^src\/catalogue\/labResults\.ts$/, why: 'lab results load with /product/{id}' },
  { test: /^src\/api\/handlers\.ts$/, why: 'demo handlers load on the first submission' },
  { test: /node_modules\/msw\//, why: 'msw loads on the first submission' },
  {
    test: /node_modules\/@ariakit\//,
    why: 'Ariakit loads with the mobile menu, cart drawer and search',
  },
  {
    test: /^src\/(catalogue\/search\.ts|components\/TopBar\/SearchCombobox\.tsx)$/,
    why: "the search's index and combobox load on the box's first focus or hover",
  },
];

/** Source modules one route's first load must not carry: they belong to another screen. */
const notInRoute = [
  {
    route: '/blog',
    test: /^src\/catalogue\/articles\.ts$/,
    what: 'article bodies',
    belongs: '/blog/{id}',
  },
  {
    route: '/',
    test: /^src\/catalogue\/productDetails\.ts$/,
    what: 'product details',
    belongs: '/product/{id}',
  },
  {
    route: '/product/4',
    test: /^src\/catalogue\/(productDetails|labResults)\.ts$/,
    what: 'use, ingredients and lab results',
    belongs: 'the chunk a product page hydrates after its first load',
  },
  {
    route: '/product/4',
    test: /^src\/catalogue\/(listings|products|productArt|productPage)\.ts$/,
    what: 'the catalogue',
    belongs:
      'a visit by link (src/catalogue/productPage.ts); a prerendered page hydrates from the page written into it',
  },
  {
    route: '/lab-results/4',
    test: /^src\/catalogue\/(listings|products|productArt|labResults|certificates)\.ts$/,
    what: 'the catalogue or its certificates',
    belongs:
      'a visit by link (src/catalogue/certificates.ts); a prerendered certificate hydrates from the one written into it',
  },
  {
    route: '/product/4',
    test: /^src\/lib\/usStates\.ts$/,
    what: 'list of states',
    belongs: '/checkout (the shipping rules name the states they list)',
  },
  {
    route: '/shop',
    test: /^src\/catalogue\/(listings|products|productArt|shopFacets|shopResults)\.ts$/,
    what: 'the catalogue',
    belongs:
      'the chunk a filter, search, sort or the next page loads (src/catalogue/shopResults.ts); the first page is src/catalogue/shopFirstPage.ts, written as data',
  },
  ...['/', '/shop', '/checkout'].map((route) => ({
    route,
    test: /^src\/catalogue\/labResults\.ts$/,
    what: 'lab results',
    belongs: '/product/{id} and /lab-results/{id}',
  })),
];

const failures = [];
let checks = 0;
function check(ok, message) {
  checks += 1;
  if (!ok) failures.push(message);
}
const pct = (value, budget) => `${Math.round((value / budget) * 100)}%`;

// 1. First-load JS and CSS per route.
const rows = allRouteSizes();
console.log(
  `First load per route (budget: JS ${kb(budgets.routeJsGzip)} gzip, CSS ${kb(budgets.routeCssGzip)} gzip)`,
);
console.log(
  `${'route'.padEnd(12)} ${'JS gzip'.padStart(9)} ${'of budget'.padStart(9)} ${'JS br'.padStart(9)} ${'CSS gzip'.padStart(9)} ${'of budget'.padStart(9)} ${'CSS br'.padStart(9)}  files`,
);
for (const row of rows) {
  console.log(
    `${row.route.padEnd(12)} ${kb(row.js.gzip).padStart(9)} ${pct(row.js.gzip, budgets.routeJsGzip).padStart(9)} ${kb(row.js.brotli).padStart(9)} ${kb(row.css.gzip).padStart(9)} ${pct(row.css.gzip, budgets.routeCssGzip).padStart(9)} ${kb(row.css.brotli).padStart(9)}  ${row.jsFiles.length} js, ${row.cssFiles.length} css`,
  );
  check(
    row.js.gzip <= budgets.routeJsGzip,
    `${row.route}: first-load JS ${kb(row.js.gzip)} gzip > ${kb(budgets.routeJsGzip)}`,
  );
  check(
    row.css.gzip <= budgets.routeCssGzip,
    `${row.route}: first-load CSS ${kb(row.css.gzip)} gzip > ${kb(budgets.routeCssGzip)}`,
  );
}

// 2. Code splitting: every screen is its own lazy chunk, and the entry carries none of the above.
const manifest = readManifest();
const entryFiles = [
  ...new Set(
    entryKeys(manifest).flatMap((key) =>
      [...staticClosure(manifest, key)].map((name) => manifest[name].file),
    ),
  ),
];
for (const screen of new Set(Object.values(routeScreens()))) {
  const chunk = manifest[screen];
  check(
    chunk?.isDynamicEntry === true && !entryFiles.includes(chunk.file),
    `${screen} is not its own lazy chunk`,
  );
}
const chunkModules = readChunkModules();
const entryModules = entryFiles.flatMap((file) => chunkModules[file] ?? []);
let leaks = 0;
for (const { test, why } of notInEntry) {
  const found = entryModules.filter((id) => test.test(id));
  leaks += found.length;
  check(found.length === 0, `in the entry's first load, but ${why}: ${found.join(', ')}`);
}
console.log(
  `\nentry: ${entryFiles.length} JS files, ${entryModules.length} modules; ${leaks === 0 ? 'no screen, catalogue listings, product descriptions or details, posts, lab results, demo handlers, msw or Ariakit in it' : `${leaks} modules that belong elsewhere`}`,
);

for (const { route, test, what, belongs } of notInRoute) {
  const row = rows.find((candidate) => candidate.route === route);
  const found = (row?.jsFiles ?? []).flatMap((file) =>
    (chunkModules[file] ?? []).filter((id) => test.test(id)),
  );
  check(
    row !== undefined && found.length === 0,
    `${what} in ${route}'s first load, but they load with ${belongs}: ${found}`,
  );
}
console.log(`routes: ${notInRoute.map(({ route, what }) => `no ${what} in ${route}`).join(', ')}`);

// Build manifests are for these scripts, not for visitors: nothing of them is deployed.
check(!existsSync(join(DIST, '.vite')), `${DIST}/.vite/ is in the deployed build`);

// 3. Prerendered pages: every page of the route table has its HTML, each within the budget.
const pages = readRoutes().flatMap((route) => route.pages);
let largestPage = { page: '-', gzip: 0 };
for (const page of pages) {
  const file = pageFile(page);
  if (!existsSync(join(DIST, file))) {
    check(false, `${page}: no prerendered ${file}`);
    continue;
  }
  const { gzip } = sizeOf(file);
  if (gzip > largestPage.gzip) largestPage = { page, gzip };
  check(
    gzip <= budgets.pageHtmlGzip,
    `${page}: HTML ${kb(gzip)} gzip > ${kb(budgets.pageHtmlGzip)}`,
  );
}
console.log(
  `pages: ${pages.length} prerendered, largest ${largestPage.page} ${kb(largestPage.gzip)} gzip (budget ${kb(budgets.pageHtmlGzip)})`,
);

// 4. Artwork.
const assets = readdirSync(join(DIST, 'assets'));
const svgs = assets
  .filter((file) => file.endsWith('.svg'))
  .map((file) => ({ file, size: statSync(join(DIST, 'assets', file)).size }))
  .sort((a, b) => b.size - a.size);
for (const { file, size } of svgs)
  check(size <= budgets.artworkRaw, `artwork ${file}: ${size} B > ${budgets.artworkRaw} B`);
const artTotal = svgs.reduce((sum, { size }) => sum + size, 0);
console.log(
  `artwork: ${svgs.length} files, ${kb(artTotal)} in all, largest ${svgs[0]?.file ?? '-'} ${svgs[0]?.size ?? 0} B (budget ${budgets.artworkRaw} B each)`,
);

// 5. Fonts: only the Latin variable files, each one referenced by the CSS.
const fonts = assets.filter((file) => /\.(woff2?|ttf|otf|eot)$/.test(file));
const css = assets
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(join(DIST, 'assets', file), 'utf8'))
  .join('\n');
check(
  fonts.length <= budgets.fontFiles,
  `${fonts.length} font files > ${budgets.fontFiles}: ${fonts.join(', ')}`,
);
for (const file of fonts) {
  check(
    /-latin-wght-normal-[\w-]+\.woff2$/.test(file),
    `font ${file} is not a Latin, upright, weight-axis woff2`,
  );
  check(css.includes(file), `font ${file} is shipped but no CSS uses it`);
}
console.log(
  `fonts: ${fonts.map((file) => `${file} ${kb(statSync(join(DIST, 'assets', file)).size)}`).join(', ')} (budget ${budgets.fontFiles} files)`,
);

// 6. The two build-time patches of dependencies took effect (docs/decisions/0002 and 0003): no
// shipped JS has Vite's preload helper (its event and its CSS error are in no other code), nor
// React Router's DevTools names, which config/buildPlugins.ts removes.
const shippedJs = assets
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, code: readFileSync(join(DIST, 'assets', file), 'utf8') }));
const preloadHelper = shippedJs.filter(({ code }) =>
  /vite:preloadError|Unable to preload CSS/.test(code),
);
check(
  preloadHelper.length === 0,
  `Vite's preload helper ships in ${preloadHelper.map(({ file }) => file).join(', ')}`,
);
const routerNames =
  /\.displayName\s*=\s*[`"'](?:DataRouter|DataRouterState|ViewTransition|Fetchers|Await|Navigation|Location|Route|RouteError|FrameworkContext|unstable_HistoryRouter|Link|NavLink|Form|ScrollRestoration|fetcher\.Form)[`"']/;
const namedRouter = shippedJs.filter(({ code }) => routerNames.test(code));
check(
  namedRouter.length === 0,
  `React Router's displayName writes ship in ${namedRouter.map(({ file }) => file).join(', ')}`,
);
console.log(
  `patches: ${shippedJs.length} JS files, none with Vite's preload helper or React Router's displayName writes`,
);

if (failures.length > 0) {
  console.error(
    `\nBudgets exceeded (${failures.length} of ${checks} checks):\n  ${failures.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`\nbudgets: ${checks} checks passed, 0 failed`);
