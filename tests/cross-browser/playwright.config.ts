import { defineConfig } from '@playwright/test';
import type { EngineOptions } from './journeys.spec';

// XB_PORT lets this run beside the Chromium e2e (4173) or another checkout's.
const port = Number(process.env.XB_PORT ?? 4183);

/**
 * The shopper's journeys in Debian's Firefox ESR and in WebKitGTK (Safari's engine), against the
 * production build (`npm run test:browsers` builds first). Playwright Test is only the runner
 * here: the browsers are driven by puppeteer-core and selenium-webdriver (docs/browser-support.md
 * "Firefox and Safari's engine on Debian"). WebKit needs an X display: run under `xvfb-run -a`.
 */
export default defineConfig<EngineOptions>({
  testDir: '.',
  testMatch: 'journeys.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  reporter: [['list'], ['./summaryReporter.ts']],
  outputDir: '../../test-results/cross-browser',
  use: { baseURL: `http://127.0.0.1:${port}` },
  projects: [
    { name: 'firefox-esr', use: { engine: 'firefox' } },
    { name: 'webkitgtk', use: { engine: 'webkit' } },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    cwd: '../..',
  },
});
