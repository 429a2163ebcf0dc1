import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';

/** Chromium for browser-mode tests. A factory: two projects must not share one object. */
export function chromiumBrowser(viewport = { width: 1280, height: 800 }) {
  return {
    enabled: true,
    headless: true,
    // Several Vitest runs may share a machine: take the next free port instead of failing.
    api: { strictPort: false },
    provider: playwright({
      launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    }),
    instances: [{ browser: 'chromium' as const, viewport }],
  };
}
