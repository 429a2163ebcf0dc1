// `npm run test:sb-static` (a layer of `npm test`): builds the Storybook designers open
// (storybook-static/, the one the Pages and Chromatic workflows publish) and opens every story and
// every docs page of it in Chromium, as a visitor would: the preview (iframe.html) loads once per
// page and each entry is selected the way Storybook's sidebar selects it, with the
// `setCurrentStory` event on the preview's channel (no reload between entries, as in the UI).
// A page fails on a console error, a page error, a Content-Security-Policy violation, Storybook's
// "No Preview" or "The component failed to render properly" screen, a story that throws or is
// missing, a play function that fails, or a failure any test reporter reports. Not axe: the story
// tests run it. docs/storybook.md "The static Storybook check".
//
//   node scripts/storybook-static.mjs              build, then open everything
//   node scripts/storybook-static.mjs --no-build   open the storybook-static/ already there
//   node scripts/storybook-static.mjs <id> ...     only entries whose id contains one of these
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright';
import { testLaunchOptions } from './pinned-chromium.mjs';

const outDir = resolve('storybook-static');
const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const filters = args.filter((arg) => !arg.startsWith('--'));
// Pages open side by side in one browser; each worker is its own context (its own storage).
// Five: 45 s with 4, 40 to 42 s with 5, 40 to 47 s with 6 and 47 s with 8 on 2 cores.
const workers = Number(process.env.STORYBOOK_STATIC_WORKERS ?? 5);
const pageTimeout = 30_000;

const started = Date.now();
if (build) {
  const result = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', outDir], {
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const builtIn = (Date.now() - started) / 1000;
if (!existsSync(join(outDir, 'index.json'))) {
  console.error(`No ${outDir}/index.json: run without --no-build first.`);
  process.exit(1);
}

/** @type {{ id: string, title: string, name: string, type: 'story' | 'docs' }[]} */
const entries = Object.values(JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8')).entries)
  .filter((entry) => entry.type === 'story' || entry.type === 'docs')
  .filter((entry) => filters.length === 0 || filters.some((filter) => entry.id.includes(filter)));

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.ico': 'image/x-icon',
};

/** storybook-static/ as a static host serves it (no SPA fallback: a missing file is a 404). */
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let path = normalize(join(outDir, decodeURIComponent(url.pathname)));
  if (!path.startsWith(outDir)) {
    response.writeHead(403).end();
    return;
  }
  if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
  if (!existsSync(path)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': types[extname(path)] ?? 'application/octet-stream',
    'cache-control': 'max-age=3600',
  });
  response.end(readFileSync(path));
});
await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/**
 * Runs in the page before Storybook: listens on Storybook's channel (set on globalThis while the
 * preview starts) for the render's outcome, and records CSP violations.
 */
function watchStorybook() {
  const state = { done: false, problems: [] };
  Object.assign(window, { __staticCheck: state });
  const problem = (text) => window.__staticCheck.problems.push(text);
  const messageOf = (error) =>
    typeof error === 'object' && error !== null && 'message' in error
      ? String(error.message).split('\n')[0]
      : String(error);
  document.addEventListener('securitypolicyviolation', (event) =>
    problem(
      `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`,
    ),
  );
  let channel;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      value.on('storyRenderPhaseChanged', ({ newPhase }) => {
        window.__staticCheck.phase = newPhase;
        if (newPhase === 'errored' || newPhase === 'aborted') window.__staticCheck.done = true;
      });
      value.on('storyFinished', ({ status, reporters = [] }) => {
        // Reporters report here (the a11y addon's, when its automatic run is on).
        for (const reporter of reporters)
          if (reporter.status === 'failed') {
            const rules = (reporter.result?.violations ?? []).map((violation) => violation.id);
            problem(`${reporter.type} reported a failure: ${rules.join(', ') || status}`);
          }
        window.__staticCheck.done = true;
      });
      value.on('docsRendered', () => {
        window.__staticCheck.done = true;
      });
      value.on('playFunctionThrewException', (error) => {
        problem(`play function failed: ${messageOf(error)}`);
      });
      value.on('unhandledErrorsWhilePlaying', (errors) => {
        for (const error of errors) problem(`unhandled error while playing: ${messageOf(error)}`);
      });
      value.on('storyThrewException', (error) => {
        problem(`the story threw: ${messageOf(error)}`);
        window.__staticCheck.done = true;
      });
      value.on('storyErrored', ({ title, description }) => {
        problem(`Storybook error: ${title} ${description ?? ''}`.trim());
        window.__staticCheck.done = true;
      });
      value.on('storyMissing', (id) => {
        problem(`story missing: ${id}`);
        window.__staticCheck.done = true;
      });
    },
  });
}

// The pinned Chromium where it is unpacked (scripts/pinned-chromium.mjs).
const browser = await chromium.launch({ ...testLaunchOptions(), headless: true });

/**
 * Failed loads that are not the build's fault: the browser's own /favicon.ico probe (iframe.html
 * names no icon), and the answers the stories' MSW handlers give the app's API on purpose
 * (a 422, a 500, a network error: docs/demo-api.md "Demo mode and a real API").
 */
function expectedFailedLoad(text, url) {
  if (!text.startsWith('Failed to load resource') || !url) return false;
  const { pathname } = new URL(url);
  return pathname === '/favicon.ico' || pathname.startsWith('/api/');
}

/**
 * Shows one story or docs page and returns what went wrong (an empty list when nothing did).
 * `load`: open iframe.html at the entry's URL (a fresh preview); otherwise the preview already on
 * the page switches to it, as it does when a designer picks it in the sidebar.
 */
async function check(page, entry, load) {
  const problems = [];
  const onConsole = (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (expectedFailedLoad(message.text(), url)) return;
    problems.push(`console error: ${message.text().split('\n')[0]}${url ? ` (${url})` : ''}`);
  };
  const onPageError = (error) => problems.push(`page error: ${error.message.split('\n')[0]}`);
  const navigations = [];
  const onNavigated = () => {
    // A play function must act inside the story: a form submitted natively loads another page.
    // (Storybook itself only rewrites the preview's URL to the entry it shows.) A reload is not
    // that: MSW reloads a preview its worker does not control yet (msw's getWorkerInstance), and
    // the reloaded page is then checked in full.
    const url = page.url();
    navigations.push(
      page
        .evaluate(() => performance.getEntriesByType('navigation')[0]?.type)
        .catch(() => 'navigate')
        .then((type) => {
          if (type !== 'reload') problems.push(`the page navigated away, to ${url}`);
        }),
    );
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  const viewMode = entry.type === 'docs' ? 'docs' : 'story';
  try {
    if (load) {
      // The Accessibility panel's automatic axe run is off for the check (a global, so only in
      // these pages): axe is part of each story's one render in the story tests (Vitest project
      // 'storybook'), and running it again here took 30% of this check's time. The published
      // Storybook runs it as usual.
      const url = `${origin}/iframe.html?id=${entry.id}&viewMode=${viewMode}&globals=a11y.manual:!true`;
      await page.goto(url, {
        waitUntil: 'load',
      });
      page.on('domcontentloaded', onNavigated);
    } else {
      page.on('domcontentloaded', onNavigated);
      await page.evaluate(
        ({ storyId, viewMode }) => {
          window.__staticCheck = { done: false, problems: [] };
          window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode });
        },
        { storyId: entry.id, viewMode },
      );
    }
    await page.waitForFunction(() => window.__staticCheck?.done === true, undefined, {
      timeout: pageTimeout,
      polling: 50,
    });
    // Effects that run right after the render (a late fetch, an image) get a moment to fail.
    await page.waitForTimeout(100);
    await Promise.all(navigations);
    const state = await page.evaluate(() => {
      const { classList } = document.body;
      return {
        ...window.__staticCheck,
        noPreview: classList.contains('sb-show-nopreview'),
        errorDisplay: classList.contains('sb-show-errordisplay')
          ? (document.querySelector('#error-message')?.textContent ?? '').trim()
          : undefined,
      };
    });
    problems.push(...state.problems);
    if (state.noPreview) problems.push('Storybook shows "No Preview"');
    if (state.errorDisplay !== undefined)
      problems.push(
        `Storybook shows "The component failed to render properly": ${state.errorDisplay}`,
      );
    if (state.phase === 'errored' && state.problems.length === 0)
      problems.push('the story ended in the "errored" phase');
  } catch (error) {
    problems.push(`did not finish within ${pageTimeout / 1000} s: ${error.message.split('\n')[0]}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('domcontentloaded', onNavigated);
  }
  return problems;
}

const firstStory = Object.values(
  JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8')).entries,
).find((entry) => entry.type === 'story');
const openStarted = Date.now();
const queue = [...entries];
const failures = [];
let opened = 0;
await Promise.all(
  Array.from({ length: Math.min(workers, queue.length) }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(watchStorybook);
    // The preview's beforeEach sizes the page to the story's viewport (Phone stories), as in the
    // Vitest story tests (.storybook/vitest.setup.ts): in the published Storybook the toolbar
    // resizes the frame instead.
    await context.exposeBinding('__storyViewport', ({ page }, width, height) =>
      page.setViewportSize({ width, height }),
    );
    // MSW's worker unregisters itself when its last page closes, so going from one story to the
    // next in one tab can race a fresh page's registration ("Failed to update a ServiceWorker
    // ... Not found"). A second page that stays on a story keeps the worker registered.
    const anchor = await context.newPage();
    if (firstStory) await check(anchor, firstStory, true);
    const page = await context.newPage();
    // After a failure the next entry gets a freshly loaded preview, so one broken story cannot
    // fail the ones after it.
    let load = true;
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const problems = await check(page, entry, load);
      // Storybook reloads the preview when it leaves a render still in progress, which a docs
      // page's inline stories can be after 'docsRendered': the entry after a docs page gets a
      // fresh preview too.
      load = problems.length > 0 || entry.type === 'docs';
      opened += 1;
      if (problems.length > 0) {
        failures.push({ entry, problems });
        console.log(`✗ ${entry.id}`);
        for (const problem of [...new Set(problems)]) console.log(`    ${problem}`);
      }
    }
    await context.close();
  }),
);
await browser.close();
server.close();

const stories = entries.filter((entry) => entry.type === 'story').length;
const docs = entries.length - stories;
const openedIn = (Date.now() - openStarted) / 1000;
console.log(
  `Static Storybook: ${opened} pages opened (${stories} stories, ${docs} docs pages) with ${workers} ` +
    `pages at a time in ${openedIn.toFixed(1)} s` +
    (build ? ` (build ${builtIn.toFixed(1)} s)` : '') +
    `; ${failures.length} failed.`,
);
process.exit(failures.length > 0 ? 1 : 0);
