import type { Page } from '@playwright/test';
import type { PageProblems } from '../support';
import {
  expect,
  injectionTraces,
  markProblems,
  problemsSince,
  test,
  type CaseCounter,
} from './cases';

const NOT_FOUND = 'Oops! Page not found';
const PRODUCT_NOT_FOUND = 'Product Not Found';
const HOME = Symbol('home');
const ARTICLE = Symbol('article');

interface UrlCase {
  /** As given to page.goto: raw characters are encoded by the browser's URL parser. */
  path: string;
  /** The h1 the visitor must see; HOME and ARTICLE stand for those screens' own titles. */
  h1: string | typeof HOME | typeof ARTICLE;
  /** Label for reports when the path is too long to read. */
  name?: string;
}

const SCRIPT = '"><script>window.__pwned=1</script>';
const IMG = '\'"><img src=x onerror="window.__pwned=1;alert(1)">';
const longDigits = '9'.repeat(400);

const productCases: UrlCase[] = [
  ...[
    'abc',
    '4.5',
    '-1',
    '1e3',
    '0',
    '04',
    '+4',
    '0x4',
    '4abc',
    ' 4',
    '4%20',
    '999999999999',
    '9007199254740993',
    longDigits,
    '%00',
    '%2500',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '__proto__',
    'constructor',
    '٤',
    '４',
    '🙂',
    'ünïcödé',
    encodeURIComponent(SCRIPT),
    IMG,
    '..%2F..%2Fetc%2Fpasswd',
    'javascript:alert(1)',
  ].map((id): UrlCase => ({ path: `/product/${id}`, h1: PRODUCT_NOT_FOUND })),
  // A raw '/' inside the id makes it another path, which no route has.
  { path: `/product/${SCRIPT}`, h1: NOT_FOUND },

  { path: '/product/', h1: NOT_FOUND },
  { path: '/product/4/extra', h1: NOT_FOUND },
  // The URL parser resolves an encoded '..' segment: /product/%2e%2e is /.
  { path: '/product/%2e%2e', h1: HOME },
  // Percent-encoded digits and a trailing slash are still product 4.
  { path: '/product/%34', h1: 'Gelato Pre-Roll Pack' },
  { path: '/product/4/', h1: 'Gelato Pre-Roll Pack' },
  {
    path: `/product/${'1'.repeat(2100)}`,
    h1: PRODUCT_NOT_FOUND,
    name: '/product/ + 2,100 digits',
  },
];

const blogCases: UrlCase[] = [
  { path: '/blog/1', h1: ARTICLE },
  ...[
    '0',
    '5',
    '01',
    '1.0',
    '1e0',
    '-1',
    '+1',
    ' 1',
    '1%20',
    'abc',
    '%00',
    'null',
    '__proto__',
    '٣',
    longDigits,
    encodeURIComponent(SCRIPT),
    'javascript:alert(1)',
  ].map((id): UrlCase => ({ path: `/blog/${id}`, h1: NOT_FOUND })),
  { path: `/blog/${SCRIPT}`, h1: NOT_FOUND },
  { path: `/blog/${'x/'.repeat(1100)}`, h1: NOT_FOUND, name: '/blog/ + 1,100 segments' },
];

const pathCases: UrlCase[] = [
  ...[
    '/no-such-page',
    '/%00',
    '/%ff',
    '/%',
    '/%zz',
    '/a%2Fb',
    '/ünïcödé',
    '/%F0%9F%99%82',
    '/🙂',
    '/..;/etc/passwd',
    '/foo bar',
    '/shop/extra',
    '/cart/extra/more',
    '/index.html',
    '/javascript:alert(1)',
    `/${SCRIPT}`,
    `/${IMG}`,
    `/${encodeURIComponent(SCRIPT)}`,
    '/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    '/{{constructor.constructor("alert(1)")()}}',
    '/${alert(1)}',
  ].map((path): UrlCase => ({ path, h1: NOT_FOUND })),
  { path: `/${'a'.repeat(2500)}`, h1: NOT_FOUND, name: '/ + 2,500 characters' },
  { path: `/${'%F0%9F%99%82'.repeat(300)}`, h1: NOT_FOUND, name: '/ + 300 encoded emoji' },
  { path: `/${'a/'.repeat(1200)}`, h1: NOT_FOUND, name: '/ + 1,200 segments' },
];

interface ShopCase {
  query: string;
  /** The count badge text, or a pattern for it. */
  count: string | RegExp;
  /** When nothing matches: the exact text of the no-match heading. */
  noMatch?: string;
  /** What the search box must hold. */
  search?: string;
  sort?: string;
  name?: string;
}

const shopCases: ShopCase[] = [
  { query: '?category=unknown', count: '48 Products' },
  { query: `?category=${encodeURIComponent(SCRIPT)}`, count: '48 Products' },
  { query: '?category=GUMMIES', count: '48 Products' },
  { query: '?category=gummies&category=flower', count: /^\d+ Products? in Gummies$/ },
  { query: '?category=gummies', count: /^\d+ Products? in Gummies$/ },
  { query: '?sort=evil', count: '48 Products', sort: 'featured' },
  { query: '?sort=price-asc&category=nope', count: '48 Products', sort: 'price-asc' },
  { query: `?sort=${encodeURIComponent(SCRIPT)}`, count: '48 Products', sort: 'featured' },
  { query: '?q=gelato', count: /^[1-9]\d* Products?$/, search: 'gelato' },
  {
    query: `?q=${encodeURIComponent(SCRIPT)}`,
    count: '0 Products',
    noMatch: `No products match “${SCRIPT}”`,
    search: SCRIPT,
  },
  {
    query: `?q=${SCRIPT}`,
    name: '?q= raw script tag',
    count: '0 Products',
    noMatch: `No products match “${SCRIPT}”`,
    search: SCRIPT,
  },
  {
    query: `?q=${encodeURIComponent('javascript:alert(1)')}`,
    count: '0 Products',
    noMatch: 'No products match “javascript:alert(1)”',
    search: 'javascript:alert(1)',
  },
  {
    query: '?q=javascript:alert(1)',
    name: '?q= raw javascript: URL',
    count: '0 Products',
    noMatch: 'No products match “javascript:alert(1)”',
    search: 'javascript:alert(1)',
  },
  {
    query: `?q=${encodeURIComponent(IMG)}`,
    count: '0 Products',
    noMatch: `No products match “${IMG}”`,
    search: IMG,
  },
  {
    query: `?category=gummies&q=${encodeURIComponent(SCRIPT)}`,
    count: '0 Products in Gummies',
    noMatch: `No products match “${SCRIPT}” in Gummies`,
    search: SCRIPT,
  },
  {
    query: `?q=${'a'.repeat(5000)}`,
    name: '?q= 5,000 characters',
    count: '0 Products',
    noMatch: `No products match “${'a'.repeat(100)}”`,
    search: 'a'.repeat(100),
  },
  // Descriptions mention '0.3%', so a lone '%' finds products.
  { query: '?q=%', count: /^[1-9]\d* Products?$/, search: '%' },
  { query: '?q=%E2%80%AE%3Cb%3E', count: '0 Products', search: '\u202e<b>' },
  { query: '?q=%20%20%20', count: '48 Products', search: '' },
  { query: '?q=a&q=b&category=&sort=', count: /^\d+ Products?$/, search: 'a' },
];

const short = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);

/**
 * The host serves index.html for every path (deploy/nginx.conf: try_files … /index.html); vite
 * preview answers 404 to paths it cannot decode (/%ff). Navigations it refuses get index.html here.
 */
async function serveIndexForEveryPath(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.continue();
      const response = await route.fetch();
      if (response.status() !== 404) return route.fulfill({ response });
      const index = await page.request.get('/');
      return route.fulfill({ status: 200, headers: index.headers(), body: await index.body() });
    },
  );
}

/** No crash, no script, no dialog; console errors only the 404 screen's own log of the path. */
async function expectHarmless(
  page: Page,
  problems: PageProblems,
  mark: ReturnType<typeof markProblems>,
  dialogs: string[],
  dialogsBefore: number,
  notFound: boolean,
) {
  expect.soft(await injectionTraces(page), 'nothing from the URL ran as HTML').toEqual([]);
  const caused = problemsSince(problems, mark);
  expect.soft(caused.pageErrors, 'page errors').toEqual([]);
  expect.soft(caused.cspViolations, 'CSP violations').toEqual([]);
  expect.soft(dialogs.slice(dialogsBefore), 'dialogs').toEqual([]);
  if (notFound) {
    expect.soft(caused.consoleErrors, 'only the 404 log').toHaveLength(1);
    expect.soft(caused.consoleErrors[0] ?? '').toMatch(/^404: no page at \//);
  } else {
    expect.soft(caused.consoleErrors, 'console errors').toEqual([]);
  }
}

async function runUrlCases(
  page: Page,
  problems: PageProblems,
  dialogs: string[],
  cases: CaseCounter,
  urlCases: UrlCase[],
) {
  await serveIndexForEveryPath(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const homeTitle = (await page.locator('main h1').first().textContent()) ?? '';
  for (const urlCase of urlCases) {
    await cases.run('urls', urlCase.name ?? short(urlCase.path), async () => {
      const mark = markProblems(problems);
      const dialogsBefore = dialogs.length;
      await page.goto(urlCase.path, { waitUntil: 'domcontentloaded' });
      const h1 = page.locator('main h1');
      if (urlCase.h1 === HOME) await expect(h1).toHaveText(homeTitle);
      else if (urlCase.h1 === ARTICLE) {
        await expect(page.getByRole('article').locator('h1')).toBeVisible();
        await expect(h1).not.toHaveText(NOT_FOUND);
      } else await expect(h1).toHaveText(urlCase.h1);
      await expect(h1).toHaveCount(1);
      await expectHarmless(page, problems, mark, dialogs, dialogsBefore, urlCase.h1 === NOT_FOUND);
    });
  }
}

test.describe('reliability: URLs', { tag: '@fuzz' }, () => {
  test('/product/{x} fuzz: the product, Product Not Found or the 404 page; nothing runs', async ({
    shopper,
    problems,
    dialogs,
    cases,
  }) => {
    test.setTimeout(120_000);
    await runUrlCases(shopper, problems, dialogs, cases, productCases);
  });

  test('/blog/{x} fuzz: the article or the 404 page; nothing runs', async ({
    shopper,
    problems,
    dialogs,
    cases,
  }) => {
    test.setTimeout(120_000);
    await runUrlCases(shopper, problems, dialogs, cases, blogCases);
  });

  test('unknown, odd and very long paths: the 404 page, nothing runs', async ({
    shopper,
    problems,
    dialogs,
    cases,
  }) => {
    test.setTimeout(120_000);
    await runUrlCases(shopper, problems, dialogs, cases, pathCases);
  });

  test('/shop with unknown or hostile category, sort and search: shown as text only', async ({
    shopper,
    problems,
    dialogs,
    cases,
  }) => {
    test.setTimeout(120_000);
    for (const shopCase of shopCases) {
      await cases.run('urls', shopCase.name ?? short(`/shop${shopCase.query}`), async () => {
        const mark = markProblems(problems);
        const dialogsBefore = dialogs.length;
        await shopper.goto(`/shop${shopCase.query}`, { waitUntil: 'domcontentloaded' });
        await expect(shopper.locator('main h1')).toHaveText('All Products');
        await expect(shopper.getByRole('status').filter({ hasText: /Products?/ })).toHaveText(
          shopCase.count,
        );
        if (shopCase.noMatch !== undefined) {
          await expect(
            shopper.getByRole('heading', { level: 2, name: shopCase.noMatch, exact: true }),
          ).toBeVisible();
        }
        if (shopCase.search !== undefined) {
          await expect(shopper.getByRole('searchbox', { name: 'Search products' })).toHaveValue(
            shopCase.search,
          );
        }
        if (shopCase.sort !== undefined) {
          await expect(shopper.getByRole('combobox', { name: 'Sort by' })).toHaveValue(
            shopCase.sort,
          );
        }
        await expectHarmless(shopper, problems, mark, dialogs, dialogsBefore, false);
      });
    }
  });
});
