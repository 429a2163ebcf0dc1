// `npm run bench`: build, serve with `vite preview`, and print per-route bytes and Lighthouse figures.
// Slow and noisy by nature, so it is not part of `npm test`; the byte budgets there are deterministic.
//
//   node scripts/bench.mjs [--runs=3] [--routes=/,/shop] [--returning] [--no-build] [--port=4174]
//                          [--http1] [--window-runs=3] [--no-window] [--no-lighthouse]
//   node scripts/bench.mjs --catalogue 48,480,4800 [--runs=3] [--no-lighthouse]
//
// --catalogue measures how the site's costs grow with its catalogue instead
// (scripts/scale-bench.mjs): per size, a build against a generated catalogue of that many products.
//
// It builds into bench-results/dist (not dist/, which `npm test` rebuilds) and serves that with
// `vite preview` over HTTPS and HTTP/2, as the hosts in deploy/ do (config/benchPreview.config.ts);
// --http1 serves plain HTTP/1.1 instead, to compare.
//
// First visit (always): a fresh browser profile, as a new visitor meets the site: the age gate is
// open, the cart is empty (so /checkout redirects to /cart, as it does for a real first visit).
// --returning adds a second pass: the gate already confirmed this session and two lines in the
// cart, still with a cold HTTP cache, so each screen itself is measured.
//
// The first second (scripts/first-second.mjs): per route of WINDOW_ROUTES, the time from first
// contentful paint until the app handles a press, under a phone's profile and Lighthouse's mobile
// one, for this build and for the same build starting its code from the head. --no-window skips it;
// --no-lighthouse measures only that.
//
// Search as you type (scripts/search-latency.mjs): per keystroke in the top bar's search on a 4x
// slowed CPU, the keystroke's frame and the time until its suggestions are drawn. --no-search
// skips it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { findChromium } from './chromium.mjs';
import {
  asReturningShopper,
  measureWindows,
  median,
  printWindows,
  variantCopy,
} from './first-second.mjs';
import { allRouteSizes, kb, readChunkModules, readRoutes } from './route-sizes.mjs';
import { benchCatalogue, parseSizes } from './scale-bench.mjs';
import { measureSearch, printSearch } from './search-latency.mjs';

const RESULTS = 'bench-results';
/** Its own build, so an `npm test` rebuilding dist/ meanwhile cannot change what is measured. */
const BENCH_DIST = join(RESULTS, 'dist');
/** The same build, rewritten to fetch its code from the head (scripts/first-second.mjs). */
const VARIANTS = ['eager', 'preload-low'];
/** The routes the first-second window is measured on: home, the listing and a product. */
const WINDOW_ROUTES = ['/', '/shop', '/product/4'];
const TIMINGS = 'bench-results/test-timings.json';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  // The preview's certificate is a throwaway self-signed one (config/benchPreview.config.ts).
  '--ignore-certificate-errors',
];
/** What the returning pass puts in storage before loading the page (keys as the app uses them). */
const RETURNING_STORAGE = {
  session: { 'age-verified': 'yes' },
  local: {
    cart: JSON.stringify([
      { id: 4, name: '', size: '4 pack', price: 0, quantity: 2, image: '' },
      { id: 'super-glue', name: '', size: '3.5g', price: 0, quantity: 1, image: '' },
    ]),
  },
};

function parseArgs(argv) {
  // routes: by default every route's sample page but the 404's, read from the build below.
  const options = {
    runs: 3,
    routes: undefined,
    returning: false,
    build: true,
    http1: false,
    window: true,
    windowRuns: 3,
    lighthouse: true,
    search: true,
    catalogue: undefined,
  };
  // Not 4173: the e2e tests reuse a server already on their port, and this one serves another build.
  options.port = 4174;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const [name, value] = arg.replace(/^--/, '').split('=');
    // `--catalogue 480` as the issue's command line has it, or `--catalogue=480`.
    if (name === 'catalogue') options.catalogue = parseSizes(value ?? argv[(index += 1)]);
    else if (name === 'runs') options.runs = Math.max(1, Number(value));
    else if (name === 'routes') options.routes = value.split(',');
    else if (name === 'returning') options.returning = true;
    else if (name === 'no-build') options.build = false;
    else if (name === 'port') options.port = Number(value);
    else if (name === 'http1') options.http1 = true;
    else if (name === 'no-window') options.window = false;
    else if (name === 'window-runs') options.windowRuns = Math.max(1, Number(value));
    else if (name === 'no-lighthouse') options.lighthouse = false;
    else if (name === 'no-search') options.search = false;
    else throw new Error(`Unknown option ${arg}`);
  }
  return options;
}

/** The preferred port when it is free, else any free port on the loopback. */
function freePort(preferred) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(undefined));
      server.listen(port, '127.0.0.1', () => {
        const { port: bound } = server.address();
        server.close(() => resolve(bound));
      });
    });
  return tryPort(preferred).then((port) => port ?? tryPort(0));
}

/** Ends the preview server and the processes npx started for it (its own process group). */
function stopGroup(child) {
  try {
    process.kill(-child.pid);
  } catch {
    // Already gone.
  }
}

/** Whether the server answers `/` (its certificate is self-signed, so node's https skips checking it). */
function answers(origin) {
  return new Promise((resolve) => {
    const request = (origin.startsWith('https:') ? httpsGet : httpGet)(
      origin,
      { rejectUnauthorized: false },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      },
    );
    request.on('error', () => resolve(false));
  });
}

async function startPreview(port, http1, outDir = BENCH_DIST) {
  const child = spawn(
    'npx',
    [
      'vite',
      'preview',
      ...(http1 ? [] : ['--config', 'config/benchPreview.config.ts']),
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      outDir,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  const origin = `${http1 ? 'http' : 'https'}://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      if (await answers(origin))
        return { origin, alive: () => child.exitCode === null, stop: () => stopGroup(child) };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopGroup(child);
  throw new Error(`vite preview did not answer on ${origin}`);
}

/** puppeteer-core as Lighthouse itself resolves it (a dependency of lighthouse, not of this repo). */
async function loadPuppeteer() {
  const require = createRequire(import.meta.url);
  const fromLighthouse = createRequire(require.resolve('lighthouse/package.json'));
  const module = await import(pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href);
  return module.default ?? module;
}

/** Files that only demo mode loads: msw, its helpers and the handlers. */
function demoModeFiles() {
  const files = new Set(['mockServiceWorker.js']);
  for (const [file, modules] of Object.entries(readChunkModules(BENCH_DIST))) {
    if (modules.some((id) => /node_modules\/(msw|@mswjs)\/|^src\/api\/handlers\.ts$/.test(id)))
      files.add(file.replace(/^.*\//, ''));
  }
  return files;
}

/** The figures kept from one Lighthouse report. */
function summarise(lhr, mswFiles) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const bytesByType = {};
  for (const request of requests) {
    const type = request.resourceType ?? 'Other';
    bytesByType[type] = (bytesByType[type] ?? 0) + (request.transferSize ?? 0);
  }
  const failing = {};
  for (const id of CATEGORIES.slice(1)) {
    failing[id] = lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 1)
      .map((ref) => ref.id);
  }
  const lcpItems = audit('largest-contentful-paint-element')?.details?.items ?? [];
  const lcpNode = lcpItems[0]?.items?.[0]?.node ?? lcpItems[0]?.node;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
    ),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    speedIndex: audit('speed-index').numericValue,
    transferBytes: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    requests: requests.length,
    bytesByType,
    demoModeRequests: requests
      .map((request) => request.url)
      .filter((url) => mswFiles.has(new URL(url).pathname.replace(/^.*\//, ''))),
    lcpElement: lcpNode ? (lcpNode.selector ?? lcpNode.snippet) : undefined,
    finalUrl: lhr.finalDisplayedUrl,
    failing,
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

async function lighthouseRun(puppeteer, chromePath, url, returning, mswFiles) {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage();
    if (returning) await asReturningShopper(page, url, RETURNING_STORAGE);
    // Lighthouse's defaults: mobile form factor, simulated throttling; it clears the HTTP cache
    // (not local or session storage) before loading.
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return summarise(result.lhr, mswFiles);
  } finally {
    await browser.close();
  }
}

function medianOf(runs) {
  const pick = (get) => median(runs.map(get));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((run) => run.scores[id])])),
    fcp: pick((run) => run.fcp),
    lcp: pick((run) => run.lcp),
    tbt: pick((run) => run.tbt),
    cls: pick((run) => run.cls),
    speedIndex: pick((run) => run.speedIndex),
    benchmarkIndex: pick((run) => run.benchmarkIndex),
    transferBytes: pick((run) => run.transferBytes),
    requests: pick((run) => run.requests),
    demoModeRequests: [...new Set(runs.flatMap((run) => run.demoModeRequests))],
    lcpElement: runs[Math.floor(runs.length / 2)].lcpElement,
    finalPath: new URL(runs[0].finalUrl).pathname,
    failing: Object.fromEntries(
      CATEGORIES.slice(1).map((id) => [id, [...new Set(runs.flatMap((run) => run.failing[id]))]]),
    ),
  };
}

const ms = (value) => (value === undefined ? '-' : `${Math.round(value)} ms`);
const secs = (value) => (value === undefined ? '-' : `${(value / 1000).toFixed(2)} s`);
const signed = (value, format) => (value > 0 ? `+${format(value)}` : format(value));

function printBytes(routes, firstVisit) {
  console.log(
    '\nFirst-load bytes (build: entry + screen chunk, gzip / brotli; measured: all requests of the first visit)',
  );
  console.log(
    `${'route'.padEnd(11)}${'JS gz'.padStart(10)}${'JS br'.padStart(10)}${'CSS gz'.padStart(9)}${'CSS br'.padStart(9)}${'fonts'.padStart(9)}${'JS+CSS br+fonts'.padStart(17)}${'transferred'.padStart(13)}${'requests'.padStart(10)}`,
  );
  for (const row of routes) {
    const measured = firstVisit?.[row.route];
    console.log(
      `${row.route.padEnd(11)}${kb(row.js.gzip).padStart(10)}${kb(row.js.brotli).padStart(10)}${kb(row.css.gzip).padStart(9)}${kb(row.css.brotli).padStart(9)}${kb(row.fonts.raw).padStart(9)}${kb(row.js.brotli + row.css.brotli + row.fonts.raw).padStart(17)}${(measured ? kb(measured.transferBytes) : '-').padStart(13)}${String(measured?.requests ?? '-').padStart(10)}`,
    );
  }
}

function printLighthouse(title, results) {
  console.log(`\n${title}`);
  console.log(
    `${'route'.padEnd(11)}${'perf'.padStart(5)}${'a11y'.padStart(5)}${'bp'.padStart(5)}${'seo'.padStart(5)}${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'TBT'.padStart(8)}${'CLS'.padStart(7)}  LCP element`,
  );
  const notes = [];
  for (const [route, result] of Object.entries(results)) {
    const { scores } = result;
    console.log(
      `${route.padEnd(11)}${String(scores.performance).padStart(5)}${String(scores.accessibility).padStart(5)}${String(scores['best-practices']).padStart(5)}${String(scores.seo).padStart(5)}${secs(result.fcp).padStart(9)}${secs(result.lcp).padStart(9)}${ms(result.tbt).padStart(8)}${result.cls.toFixed(3).padStart(7)}  ${result.lcpElement ?? '-'}`,
    );
    if (result.finalPath !== route) notes.push(`${route} ended on ${result.finalPath}`);
    for (const [category, ids] of Object.entries(result.failing))
      if (ids.length > 0) notes.push(`${route} ${category}: ${ids.join(', ')}`);
    if (result.demoModeRequests.length > 0)
      notes.push(`${route} loaded demo-mode code: ${result.demoModeRequests.join(', ')}`);
  }
  const anyDemo = Object.values(results).some((result) => result.demoModeRequests.length > 0);
  if (!anyDemo) notes.push('no route requested msw, its handlers or its service worker');
  for (const note of notes) console.log(`  · ${note}`);
}

function printTimings() {
  if (!existsSync(TIMINGS)) {
    console.log(`\nnpm test time by layer: no ${TIMINGS}; run npm test first.`);
    return undefined;
  }
  const timings = JSON.parse(readFileSync(TIMINGS, 'utf8'));
  // The checks before the browser layers run side by side, so the layers do not add up to the
  // total (runs before that change have no total: their layers ran one after another).
  const total = timings.seconds ?? timings.layers.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log(
    `\nnpm test time by layer (${timings.finishedAt}, ${timings.passed} passed, ${timings.failed} failed${timings.failedLayer ? `, failed in ${timings.failedLayer}` : ''}):`,
  );
  for (const { layer, seconds } of timings.layers)
    console.log(`  ${layer.padEnd(48)} ${seconds.toFixed(1).padStart(6)} s`);
  console.log(`  ${'total'.padEnd(48)} ${total.toFixed(1).padStart(6)} s`);
  return timings;
}

function printDelta(previous, current) {
  if (!previous) {
    console.log(`\nNo previous ${RESULTS}/latest.json to compare with.`);
    return;
  }
  // Runs before the protocol was recorded were all served over HTTP/1.1.
  const before = previous.protocol ?? 'http/1.1';
  const served =
    before === current.protocol ? '' : ` (served over ${before} then, ${current.protocol} now)`;
  console.log(`\nChange since ${previous.date}${served}:`);
  for (const [mode, results] of Object.entries(current.lighthouse)) {
    for (const [route, now] of Object.entries(results)) {
      const before = previous.lighthouse?.[mode]?.[route];
      const sizeNow = current.sizes.find((row) => row.route === route);
      const sizeBefore = previous.sizes?.find((row) => row.route === route);
      if (!before || !sizeBefore) continue;
      const parts = [
        `JS ${signed(sizeNow.js.gzip - sizeBefore.js.gzip, (v) => `${v} B`)} gz`,
        `CSS ${signed(sizeNow.css.gzip - sizeBefore.css.gzip, (v) => `${v} B`)} gz`,
        `transferred ${signed(now.transferBytes - before.transferBytes, (v) => `${v} B`)}`,
        `perf ${signed(now.scores.performance - before.scores.performance, String)}`,
        `LCP ${signed(Math.round(now.lcp - before.lcp), (v) => `${v} ms`)}`,
        `TBT ${signed(Math.round(now.tbt - before.tbt), (v) => `${v} ms`)}`,
        `CLS ${signed(Number((now.cls - before.cls).toFixed(3)), String)}`,
      ];
      console.log(`  ${mode.padEnd(12)} ${route.padEnd(11)} ${parts.join(', ')}`);
    }
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium found: run `npm run browser` first.');
  if (options.catalogue) {
    const puppeteer = await loadPuppeteer();
    const port = await freePort(options.port);
    const rows = await benchCatalogue({
      sizes: options.catalogue,
      chromePath,
      runs: options.runs,
      lighthouse: options.lighthouse,
      search: options.search,
      results: RESULTS,
      tools: {
        startPreview: (outDir) => startPreview(port, options.http1, outDir),
        lighthouse: (url) => lighthouseRun(puppeteer, chromePath, url, false, new Set()),
      },
    });
    const file = join(RESULTS, `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`);
    console.log(`\nwrote ${file} (${RESULTS}/ is git-ignored)`);
    return;
  }

  if (options.build) {
    console.log(`Building (vite build) into ${BENCH_DIST}/…`);
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--logLevel=warn', '--outDir', BENCH_DIST, '--emptyOutDir'],
      { stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('vite build failed');
  }
  options.routes ??= readRoutes(BENCH_DIST)
    .filter((route) => route.path !== '*')
    .map((route) => route.sample);
  const sizes = allRouteSizes(BENCH_DIST).filter((row) => options.routes.includes(row.route));
  const mswFiles = demoModeFiles();
  const puppeteer = await loadPuppeteer();
  let preview = await startPreview(await freePort(options.port), options.http1);
  const { origin } = preview;
  process.on('SIGINT', () => {
    preview.stop();
    process.exit(130);
  });
  /** One Lighthouse run; a failed one is retried once, on a restarted server if it died. */
  async function measure(url, returning) {
    for (let attempt = 1; ; attempt += 1) {
      if (!preview.alive())
        preview = await startPreview(Number(new URL(origin).port), options.http1);
      try {
        return await lighthouseRun(puppeteer, chromePath, url, returning, mswFiles);
      } catch (error) {
        if (attempt === 2) throw error;
        console.error(`\n${url}: ${error instanceof Error ? error.message : error}; retrying`);
      }
    }
  }

  const modes = options.lighthouse ? [['first-visit', false]] : [];
  if (options.returning && options.lighthouse) modes.push(['returning', true]);
  const lighthouseResults = {};
  const raw = {};
  const started = Date.now();
  const loadBefore = loadavg()[0];
  try {
    for (const [mode, returning] of modes) {
      lighthouseResults[mode] = {};
      raw[mode] = {};
      for (const route of options.routes) {
        const runs = [];
        for (let run = 1; run <= options.runs; run += 1) {
          process.stdout.write(`\rLighthouse ${mode} ${route} run ${run}/${options.runs}…      `);
          runs.push(await measure(origin + route, returning));
        }
        raw[mode][route] = runs;
        lighthouseResults[mode][route] = medianOf(runs);
      }
    }
  } finally {
    preview.stop();
  }
  process.stdout.write(
    `\rLighthouse: ${Math.round((Date.now() - started) / 1000)} s in all.      \n`,
  );

  let windows;
  if (options.window) {
    const servers = { 'as built': await startPreview(await freePort(options.port), options.http1) };
    for (const [index, variant] of VARIANTS.entries()) {
      const dir = join(RESULTS, `dist-${variant}`);
      variantCopy(BENCH_DIST, dir, variant);
      const port = await freePort(options.port + 1 + index);
      servers[variant] = await startPreview(port, options.http1, dir);
    }
    try {
      windows = await measureWindows({
        chromePath,
        origins: Object.fromEntries(
          Object.entries(servers).map(([name, server]) => [name, server.origin]),
        ),
        routes: WINDOW_ROUTES,
        runs: options.windowRuns,
        storage: RETURNING_STORAGE,
        progress: (text) => process.stdout.write(`\rFirst second: ${text}…      `),
      });
    } finally {
      for (const server of Object.values(servers)) server.stop();
    }
    process.stdout.write('\rFirst second: measured.                                   \n');
  }

  let search;
  if (options.search) {
    const server = await startPreview(await freePort(options.port), options.http1);
    try {
      search = await measureSearch({
        chromePath,
        origin: server.origin,
        runs: options.windowRuns,
        progress: (text) => process.stdout.write(`\rSearch: ${text}…      `),
      });
    } finally {
      server.stop();
    }
    process.stdout.write('\rSearch: measured.                                         \n');
  }

  const allRuns = Object.values(raw).flatMap((routes) => Object.values(routes).flat());
  const loadAfter = loadavg()[0];
  console.log(
    `\nserved by vite preview at ${origin} (${options.http1 ? 'HTTP/1.1' : 'HTTP/2 over TLS'}, gzip); Chromium ${chromePath}`,
  );
  console.log(
    `machine: ${cpus().length} cores, load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after${allRuns.length > 0 ? `; Lighthouse CPU benchmark index median ${Math.round(median(allRuns.map((run) => run.benchmarkIndex)))} (busier machine: longer tasks, worse TBT and LCP)` : ''}`,
  );
  printBytes(sizes, lighthouseResults['first-visit']);
  if (lighthouseResults['first-visit'])
    printLighthouse(
      `Lighthouse 12, mobile, simulated throttling, median of ${options.runs}: first visit (age gate open, empty cart)`,
      lighthouseResults['first-visit'],
    );
  if (windows) printWindows(windows, options.windowRuns);
  if (search) printSearch(search, options.windowRuns);
  if (lighthouseResults.returning)
    printLighthouse(
      `Lighthouse 12, mobile, simulated throttling, median of ${options.runs}: returning in session (gate confirmed, 2 cart lines, cold HTTP cache)`,
      lighthouseResults.returning,
    );
  const timings = printTimings();

  const date = new Date().toISOString();
  const report = {
    date,
    runs: options.runs,
    origin,
    protocol: options.http1 ? 'http/1.1' : 'h2',
    sizes: sizes.map(({ route, js, css, fonts, jsFiles, cssFiles, fontFiles }) => ({
      route,
      js,
      css,
      fonts,
      jsFiles,
      cssFiles,
      fontFiles,
    })),
    machine: { cores: cpus().length, loadBefore, loadAfter },
    lighthouse: lighthouseResults,
    lighthouseRuns: raw,
    firstSecond: windows,
    search,
    testTimings: timings,
  };
  mkdirSync(RESULTS, { recursive: true });
  const latest = join(RESULTS, 'latest.json');
  const previous = existsSync(latest) ? JSON.parse(readFileSync(latest, 'utf8')) : undefined;
  printDelta(previous, report);
  const file = join(RESULTS, `bench-${date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(latest, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwrote ${file} and ${latest} (${dirname(file)}/ is git-ignored)`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
