// The first second (docs/first-second.md), measured for `npm run bench`: per route, how long
// a shopper looks at a painted page whose buttons the app does not handle yet. From the first
// contentful paint to the app's `app-ready` mark (src/app/TakeOver.tsx), when the screen has
// hydrated and a press is the app's; a press before it is kept and done then. Each run is a
// returning shopper (age gate passed this session, two lines in the cart) with a cold HTTP cache,
// in Chromium with its network and processor slowed as a phone's.
//
// Three builds: the one `vite build` writes, whose app code starts after the first paint
// (config/buildPlugins.ts, startAfterFirstPaint), and the same build rewritten to fetch it from the
// head (variantCopy below), to weigh that choice: what it gives the window against what it costs
// the paint.
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs } from './chromium.mjs';

/** Network and CPU as CDP applies them (bytes per second, ms of added latency). */
export const PROFILES = {
  phone: {
    label: 'phone: 150 ms, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x',
    latency: 150,
    download: (1.6 * 1024 * 1024) / 8,
    upload: (750 * 1024) / 8,
    cpu: 4,
  },
  // Lighthouse's mobile profile as its "devtools" throttling applies it (its simulated throttling
  // only estimates a load, it does not slow one): 150 ms RTT x 3.75, 1.6 Mbit/s x 0.9, CPU 4x.
  lighthouse: {
    label: 'Lighthouse mobile, applied: 562.5 ms, 1.47 Mbit/s down, 675 kbit/s up, CPU 4x',
    latency: 562.5,
    download: (1474.56 * 1024) / 8,
    upload: (675 * 1024) / 8,
    cpu: 4,
  },
};

/** Every HTML file below a folder. */
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * A copy of a build whose pages fetch the app's code from the head: `<meta name="app-modules">`
 * and `<meta name="app-preload">` name what public/theme-init.js starts after the first paint.
 * - 'eager': they become the module script and modulepreload links Vite wrote before the build
 *   moved them; theme-init.js then finds nothing to start, and the code runs as soon as it arrives.
 * - 'preload-low': the metas stay, and modulepreload links with fetchpriority="low" are added:
 *   the code is fetched beside the first paint's CSS, fonts and images but after them, and still
 *   runs once the paint is on screen.
 */
export function variantCopy(dist, out, variant) {
  rmSync(out, { recursive: true, force: true });
  cpSync(dist, out, { recursive: true });
  const content = (tag) => (/content="([^"]*)"/.exec(tag)?.[1] ?? '').split(' ').filter(Boolean);
  const preload = (src, low) =>
    `<link rel="modulepreload" crossorigin${low ? ' fetchpriority="low"' : ''} href="${src}">`;
  for (const file of htmlFiles(out)) {
    const html = readFileSync(file, 'utf8').replace(
      /<meta name="app-(modules|preload)" content="[^"]*">/g,
      (tag, kind) => {
        const files = content(tag);
        if (variant === 'preload-low') return tag + files.map((src) => preload(src, true)).join('');
        return files
          .map((src) =>
            kind === 'modules'
              ? `<script type="module" crossorigin src="${src}"></script>`
              : preload(src, false),
          )
          .join('');
      },
    );
    writeFileSync(file, html);
  }
}

/**
 * Makes the page's browser a returning shopper's: storage as `storage` says, set from a static
 * file of the same origin, so the app is neither loaded nor cached. Works with Playwright's and
 * Puppeteer's pages alike.
 */
export async function asReturningShopper(page, url, storage) {
  await page.goto(new URL('/favicon.svg', url).href);
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values.session)) sessionStorage.setItem(key, value);
    for (const [key, value] of Object.entries(values.local)) localStorage.setItem(key, value);
  }, storage);
}

/**
 * One load: first contentful paint, largest contentful paint and app-ready, in ms from navigation.
 * `warm`: the page is loaded once unthrottled first, so the code comes from the HTTP cache, as it
 * does for a shopper's second page.
 */
async function loadOnce(browser, url, profile, storage, warm = false) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 412, height: 823 },
  });
  try {
    const page = await context.newPage();
    await asReturningShopper(page, url, storage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    if (warm) {
      await page.goto(url);
      await page.waitForFunction(() => performance.getEntriesByName('app-ready').length > 0);
    }
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.download,
      uploadThroughput: profile.upload,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('app-ready').length > 0, null, {
      timeout: 60_000,
      polling: 100,
    });
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({
              fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
              lcp: entries[entries.length - 1]?.startTime,
              ready: performance.getEntriesByName('app-ready')[0]?.startTime,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

/** The median of the numbers among `values`; undefined when there are none. */
export const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Medians per build, profile and route: { [build]: { [profile]: { [route]: { fcp, lcp, ready,
 * window, runs } } } }, window being ready - fcp per run.
 */
export async function measureWindows({ chromePath, origins, routes, runs, storage, progress }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  const results = {};
  try {
    for (const [build, origin] of Object.entries(origins)) {
      results[build] = {};
      for (const [name, profile] of Object.entries(PROFILES)) {
        results[build][name] = {};
        for (const route of routes) {
          const loads = [];
          for (let run = 1; run <= runs; run += 1) {
            progress?.(`${build} ${name} ${route} run ${run}/${runs}`);
            loads.push(await loadOnce(browser, origin + route, profile, storage));
          }
          // The build as it is also with a warm cache: a returning shopper's next page.
          const warm = [];
          for (let run = 1; build === 'as built' && run <= runs; run += 1) {
            progress?.(`${build} ${name} ${route} warm run ${run}/${runs}`);
            warm.push(await loadOnce(browser, origin + route, profile, storage, true));
          }
          results[build][name][route] = {
            fcp: median(loads.map((load) => load.fcp)),
            lcp: median(loads.map((load) => load.lcp)),
            ready: median(loads.map((load) => load.ready)),
            window: median(loads.map((load) => load.ready - load.fcp)),
            warmWindow: median(warm.map((load) => load.ready - load.fcp)),
            runs: loads,
          };
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

const ms = (value) => (value === undefined ? '-' : `${Math.round(value)} ms`);

export function printWindows(results, runs) {
  console.log(
    `\nThe first second: from first contentful paint until the app handles a press (median of ${runs}; returning shopper, cold cache; warm: the code already in the HTTP cache)`,
  );
  for (const [name, profile] of Object.entries(PROFILES)) {
    console.log(`  ${profile.label}`);
    console.log(
      `  ${'build'.padEnd(12)}${'route'.padEnd(12)}${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'ready'.padStart(9)}${'window'.padStart(9)}${'warm'.padStart(9)}`,
    );
    for (const [build, profiles] of Object.entries(results)) {
      for (const [route, row] of Object.entries(profiles[name])) {
        console.log(
          `  ${build.padEnd(12)}${route.padEnd(12)}${ms(row.fcp).padStart(9)}${ms(row.lcp).padStart(9)}${ms(row.ready).padStart(9)}${ms(row.window).padStart(9)}${ms(row.warmWindow).padStart(9)}`,
        );
      }
    }
  }
}
