import { defineConfig } from '@playwright/test';
import { testLaunchOptions } from './scripts/pinned-chromium.mjs';

// E2E_PORT lets two checkouts run their e2e side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
// E2E_DIST: the build served, `dist` unless the scale bench points at a generated catalogue's.
const dist = process.env.E2E_DIST ?? 'dist';

/** End-to-end journeys against the production build (`npm run build` first), in real Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three at a time on 2 cores: a test spends much of its time waiting on the page (a load, a
  // frame, a quiet DOM). The layer took 121 s with 2 workers, 105 s with 3 and 103 s with 4.
  workers: 3,
  // A failed test runs once more, recording its trace (`trace` below), and still fails the run:
  // a test that passes only on its second try is flaky, and flaky fails (failOnFlakyTests).
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/e2e.json' }],
    // Prints the reliability cases tried and failed per category after the run.
    ['./tests/e2e/reliability/countReporter.ts'],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // The pinned Chromium where it is unpacked (scripts/pinned-chromium.mjs).
    launchOptions: testLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    // A failed test's second run records its trace (every action, a DOM snapshot around each,
    // network, console) into test-results/. Recording every first run, to keep the failed ones,
    // cost the e2e layer a fifth of its time on 2 cores; the screencast filmstrip is left out too
    // (43 s of 162), since the snapshots show the page at each step.
    trace: { mode: 'on-first-retry', screenshots: false },
    serviceWorkers: 'allow',
  },
  // Chromium (the pinned one, or the machine's: scripts/pinned-chromium.mjs) always; Playwright's own Firefox and WebKit
  // where `npx playwright install firefox webkit` can download them (GitHub Actions' "engines"
  // job), chosen with E2E_ENGINES=firefox,webkit (docs/browser-support.md "Browser support").
  //
  // Tests tagged @fuzz (hundreds of generated URLs, stored values and concurrent tab actions) are
  // their own project, `fuzz`: `npm test` runs the others (`--project=chromium`), and
  // `npm run test:fuzz` runs these, in CI after `npm test` (README "The two commands").
  //
  // `scale` runs against a generated catalogue (`npm run bench -- --catalogue 480`, E2E_DIST): the
  // tests tagged @paged, which need more products than one shop page holds, and those tagged @scale,
  // which must hold at any size (docs/performance.md "Catalogue scale").
  projects: [
    { name: 'chromium', grepInvert: [/@fuzz/, /@paged/] },
    { name: 'fuzz', grep: /@fuzz/ },
    { name: 'scale', grep: [/@paged/, /@scale/] },
    ...(['firefox', 'webkit'] as const)
      .filter((engine) => (process.env.E2E_ENGINES ?? '').split(',').includes(engine))
      .map((engine) => ({
        name: engine,
        use: { browserName: engine, launchOptions: {} },
      })),
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${dist}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
