// The catalogue scale bench, `npm run bench -- --catalogue 48,480,4800` (docs/performance.md
// "Catalogue scale"): per catalogue size, a build against a generated catalogue of that many
// products (config/scaleCatalogue.ts, never committed), and what it costs:
//
// - the build's time, and the prerender's share of it;
// - first-load JS per route (gzip), as scripts/budgets.mjs counts it;
// - the HTML of one page per type (home, shop, product, blog), gzip;
// - the shop on a 4x slowed CPU: from navigation until the app has taken the page over
//   (`app-ready`) and the main thread's long tasks meanwhile; then ticking the "Relaxed" effect,
//   from the press to the frame that draws the new count (median of the runs);
// - Lighthouse mobile for /, /shop and /product/4 (unless --no-lighthouse).
//
// Slow and noisy like the rest of the bench: it prints figures and fails nothing.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs } from './chromium.mjs';
import { median } from './first-second.mjs';
import { allRouteSizes, kb, pageFile } from './route-sizes.mjs';
import { inMode, measureSearch, percentile, withinAFrame } from './search-latency.mjs';

const CPU_SLOWDOWN = 4;
/** One page per type: its HTML is measured, and Lighthouse opens the first three. */
const PAGES = { home: '/', shop: '/shop', product: '/product/4', blog: '/blog' };
const LIGHTHOUSE_PAGES = [PAGES.home, PAGES.shop, PAGES.product];
const FILTER = 'Relaxed';
/** How long the shop may take to take over before the run is counted as "did not". */
const TAKEOVER_LIMIT_MS = 120_000;

/** The sizes asked for: `--catalogue 480`, `--catalogue=48,480,4800`. */
export function parseSizes(text) {
  const sizes = String(text ?? '')
    .split(',')
    .map((part) => Number(part.trim()));
  if (sizes.length === 0 || sizes.some((size) => !Number.isSafeInteger(size) || size < 48))
    throw new Error(`--catalogue takes sizes of at least 48, as 480 or 48,480,4800 (not ${text})`);
  return sizes;
}

/** Builds the site with `size` products into `outDir`: its time, and the prerender's. */
function build(size, outDir) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      'npx',
      ['vite', 'build', '--config', 'config/scale.config.ts', '--outDir', outDir, '--emptyOutDir'],
      { env: { ...process.env, CATALOGUE_SIZE: String(size) } },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      if (status !== 0)
        return reject(new Error(`the build at ${size} products failed:\n${output}`));
      const prerender = /prerendered (\d+) pages .*? in ([\d.]+) s/.exec(output);
      resolve({
        seconds: (Date.now() - started) / 1000,
        prerenderSeconds: prerender ? Number(prerender[2]) : undefined,
        pages: prerender ? Number(prerender[1]) : undefined,
      });
    });
  });
}

/** Each page type's HTML, gzip bytes. */
function htmlSizes(dist) {
  return Object.fromEntries(
    Object.entries(PAGES).map(([type, page]) => {
      const file = join(dist, pageFile(page));
      return [type, existsSync(file) ? gzipSync(readFileSync(file)).length : undefined];
    }),
  );
}

/** Runs in the page before its scripts: long tasks, and the frame that draws each new count. */
function recordShop() {
  const record = { longTasks: [], clicks: [], counts: [], events: [] };
  Object.assign(window, { __shop: record });
  sessionStorage.setItem('age-verified', 'yes');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.longTasks.push({ at: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'click')
        record.events.push({ at: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  document.addEventListener('click', (event) => record.clicks.push(event.timeStamp), true);
  const watch = () => {
    const count = document.querySelector('main [role="status"]');
    if (!count) return requestAnimationFrame(watch);
    new MutationObserver(() => {
      const changedAt = performance.now();
      requestAnimationFrame((frame) => record.counts.push({ changedAt, frame }));
    }).observe(count, { childList: true, subtree: true, characterData: true });
  };
  document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(watch));
}

/** One load of /shop on a slowed CPU, then one filter: the times in ms. */
async function shopOnce(browser, origin) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordShop);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}/shop`, { waitUntil: 'commit' });
    try {
      await page.waitForFunction(() => performance.getEntriesByName('app-ready').length > 0, null, {
        timeout: TAKEOVER_LIMIT_MS,
        polling: 100,
      });
    } catch {
      // A shop that has not taken over in two minutes is the figure: it is not usable.
      return {
        appReady: Number.POSITIVE_INFINITY,
        longTasks: undefined,
        longest: undefined,
        filter: {},
      };
    }
    const ready = await page.evaluate(() => {
      const at = performance.getEntriesByName('app-ready')[0].startTime;
      const tasks = window.__shop.longTasks.filter((task) => task.at < at);
      return {
        appReady: at,
        longTasks: tasks.reduce((sum, task) => sum + task.duration, 0),
        longest: Math.max(0, ...tasks.map((task) => task.duration)),
      };
    });
    const box = page.getByRole('checkbox', { name: FILTER, exact: true });
    await box.waitFor({ state: 'visible', timeout: 120_000 });
    // Let the page settle (lazy sections, idle work) before the press is timed.
    await page.waitForTimeout(1000);
    await box.click();
    await page.waitForFunction(() => window.__shop.counts.length > 0, null, { timeout: 60_000 });
    await page.waitForTimeout(500);
    const filter = await page.evaluate(() => {
      const { clicks, counts, events } = window.__shop;
      const pressed = clicks.at(-1);
      const drawn = counts.find((count) => count.changedAt >= pressed);
      const event = events.find((entry) => Math.abs(entry.at - pressed) < 2);
      return { answer: drawn ? drawn.frame - pressed : undefined, frame: event?.duration ?? 16 };
    });
    return { ...ready, filter };
  } finally {
    await context.close();
  }
}

async function measureShop(chromePath, origin, runs, progress) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  try {
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      progress(`shop run ${run}/${runs}`);
      results.push(await shopOnce(browser, origin));
      // One run that never took over says it; two more would only take four more minutes.
      if (results.at(-1).appReady === Number.POSITIVE_INFINITY) break;
    }
    const pick = (get) => median(results.map(get).filter((value) => value !== undefined));
    return {
      appReady: pick((run) => run.appReady),
      longTasks: pick((run) => run.longTasks),
      longest: pick((run) => run.longest),
      filterAnswer: pick((run) => run.filter.answer),
      filterFrame: pick((run) => run.filter.frame),
    };
  } finally {
    await browser.close();
  }
}

/**
 * The `scale` e2e project (playwright.config.ts) against the build in `outDir`: the shop's pages
 * and a tampered stored cart cleaned to catalogue prices, at this size. Its pass or fail count.
 */
function scaleJourneys(outDir) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '--project=scale', '--reporter=line'], {
      env: { ...process.env, E2E_DIST: outDir, E2E_PORT: '4190' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const passed = /(\d+) passed/.exec(output)?.[1] ?? '0';
      // A test that passed only on its retry is flaky, and fails the run (playwright.config.ts).
      const failed =
        Number(/(\d+) failed/.exec(output)?.[1] ?? 0) +
        Number(/(\d+) flaky/.exec(output)?.[1] ?? 0);
      if (status !== 0) process.stdout.write(`\n${output}\n`);
      resolve(status === 0 ? `${passed} passed` : `${failed || 'some'} failed`);
    });
  });
}

/**
 * Every size, one after another. `tools` are the bench's own: `startPreview(outDir)` and
 * `lighthouse(url)` (one report's summary, scripts/bench.mjs).
 */
export async function benchCatalogue({
  sizes,
  chromePath,
  runs,
  lighthouse,
  search,
  tools,
  results,
}) {
  const rows = [];
  for (const size of sizes) {
    const outDir = join(results, `scale-${size}`, 'dist');
    const progress = (text) => process.stdout.write(`\r${size} products: ${text}…              `);
    progress('building');
    const built = await build(size, outDir);
    const routes = allRouteSizes(outDir).map((row) => ({ route: row.route, js: row.js.gzip }));
    const server = await tools.startPreview(outDir);
    let shop;
    let typing;
    const scores = {};
    try {
      shop = await measureShop(chromePath, server.origin, runs, progress);
      // The top bar's search as you type over this catalogue (scripts/search-latency.mjs).
      if (search)
        typing = await measureSearch({ chromePath, origin: server.origin, runs, progress });
      if (lighthouse)
        for (const page of LIGHTHOUSE_PAGES) {
          const reports = [];
          for (let run = 1; run <= runs; run += 1) {
            progress(`Lighthouse ${page} run ${run}/${runs}`);
            try {
              reports.push(await tools.lighthouse(server.origin + page));
            } catch (error) {
              // A page too heavy for Lighthouse to finish is a figure too: say it, go on.
              scores[page] = { error: error instanceof Error ? error.message : String(error) };
              break;
            }
          }
          if (scores[page]) continue;
          scores[page] = {
            performance: median(reports.map((report) => report.scores.performance)),
            lcp: median(reports.map((report) => report.lcp)),
            tbt: median(reports.map((report) => report.tbt)),
          };
        }
    } finally {
      server.stop();
    }
    // At 48 products `npm test` runs these journeys, but for the shop's pages, which need more.
    let journeys = '-';
    if (size > 48) {
      progress('e2e: shop pages and a tampered cart');
      journeys = await scaleJourneys(outDir);
    }
    rows.push({
      size,
      build: built,
      routes,
      html: htmlSizes(outDir),
      shop,
      lighthouse: scores,
      journeys,
      typing,
    });
    process.stdout.write(`\r${size} products: measured.                                  \n`);
  }
  printScale(rows, runs);
  return rows;
}

const ms = (value) =>
  value === undefined || Number.isNaN(value)
    ? '-'
    : value === Number.POSITIVE_INFINITY
      ? `> ${TAKEOVER_LIMIT_MS / 1000} s`
      : `${Math.round(value)} ms`;
const pad = (cells, widths) =>
  cells.map((cell, index) => String(cell).padStart(widths[index])).join('');

export function printScale(rows, runs) {
  const sizes = rows.map((row) => row.size.toLocaleString('en-US'));
  const widths = [30, ...sizes.map(() => 12)];
  const label = (text) => text.padEnd(30);
  console.log(
    `\nCatalogue scale (generated catalogue, config/scaleCatalogue.ts; median of ${runs})`,
  );
  console.log(pad(['products'.padEnd(30), ...sizes], widths));
  console.log(
    label('build') +
      pad(
        rows.map((row) => `${row.build.seconds.toFixed(1)} s`),
        widths.slice(1),
      ),
  );
  console.log(
    label('  of which prerender') +
      pad(
        rows.map((row) =>
          row.build.prerenderSeconds === undefined
            ? '-'
            : `${row.build.prerenderSeconds.toFixed(1)} s`,
        ),
        widths.slice(1),
      ),
  );
  console.log(
    label('  pages prerendered') +
      pad(
        rows.map((row) => row.build.pages ?? '-'),
        widths.slice(1),
      ),
  );
  console.log('first-load JS, gzip');
  for (const { route } of rows[0].routes)
    console.log(
      label(`  ${route}`) +
        pad(
          rows.map((row) => kb(row.routes.find((entry) => entry.route === route)?.js)),
          widths.slice(1),
        ),
    );
  console.log('HTML, gzip');
  for (const type of Object.keys(PAGES))
    console.log(
      label(`  ${type} (${PAGES[type]})`) +
        pad(
          rows.map((row) => kb(row.html[type])),
          widths.slice(1),
        ),
    );
  console.log(`/shop on a ${CPU_SLOWDOWN}x slowed CPU`);
  console.log(
    label('  navigation to app-ready') +
      pad(
        rows.map((row) => ms(row.shop.appReady)),
        widths.slice(1),
      ),
  );
  console.log(
    label('  long tasks until then') +
      pad(
        rows.map((row) => ms(row.shop.longTasks)),
        widths.slice(1),
      ),
  );
  console.log(
    label('  longest task') +
      pad(
        rows.map((row) => ms(row.shop.longest)),
        widths.slice(1),
      ),
  );
  console.log(
    label(`  tick ${FILTER}: to new count`) +
      pad(
        rows.map((row) => ms(row.shop.filterAnswer)),
        widths.slice(1),
      ),
  );
  console.log(
    label(`  tick ${FILTER}: its frame`) +
      pad(
        rows.map((row) => ms(row.shop.filterFrame)),
        widths.slice(1),
      ),
  );
  if (rows.some((row) => row.typing)) {
    console.log(`search as you type on /shop, CPU ${CPU_SLOWDOWN}x (median / p90)`);
    const cell = (row, pick, mode = 'combobox') => {
      if (!row.typing) return '-';
      const values = inMode(row.typing, mode).flatMap((entry) => {
        const value = pick(entry);
        return value === undefined ? [] : [value];
      });
      return `${Math.round(percentile(values, 50))} / ${Math.round(percentile(values, 90))}`;
    };
    console.log(
      label('  keystroke to next paint') +
        pad(
          rows.map((row) => cell(row, (entry) => entry.frame)),
          widths.slice(1),
        ),
    );
    console.log(
      label('    same box, no script') +
        pad(
          rows.map((row) => cell(row, (entry) => entry.frame, 'no script')),
          widths.slice(1),
        ),
    );
    console.log(
      label('  keystroke to suggestions') +
        pad(
          rows.map((row) => cell(row, (entry) => entry.answer)),
          widths.slice(1),
        ),
    );
    console.log(
      label('  keystrokes missing no frame') +
        pad(
          rows.map((row) => (row.typing ? withinAFrame(inMode(row.typing, 'combobox')) : '-')),
          widths.slice(1),
        ),
    );
  }
  console.log(
    label('e2e: shop pages, tampered cart') +
      pad(
        rows.map((row) => row.journeys),
        widths.slice(1),
      ),
  );
  for (const row of rows)
    for (const [page, score] of Object.entries(row.lighthouse))
      if (score.error) console.log(`  · ${row.size} products, Lighthouse ${page}: ${score.error}`);
  if (rows.some((row) => Object.keys(row.lighthouse).length > 0)) {
    console.log('Lighthouse mobile (simulated throttling)');
    const cell = (row, page, pick) => {
      const score = row.lighthouse[page];
      if (!score) return '-';
      return score.error ? 'failed' : pick(score);
    };
    for (const page of LIGHTHOUSE_PAGES) {
      console.log(
        label(`  ${page} performance`) +
          pad(
            rows.map((row) => cell(row, page, (score) => String(score.performance))),
            widths.slice(1),
          ),
      );
      console.log(
        label(`  ${page} LCP`) +
          pad(
            rows.map((row) => cell(row, page, (score) => `${(score.lcp / 1000).toFixed(1)} s`)),
            widths.slice(1),
          ),
      );
      console.log(
        label(`  ${page} TBT`) +
          pad(
            rows.map((row) => cell(row, page, (score) => ms(score.tbt))),
            widths.slice(1),
          ),
      );
    }
  }
}
