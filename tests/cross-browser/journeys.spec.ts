import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import type { Browser } from 'puppeteer-core';
import type { Driver } from './driver';
import { firefoxDriver, launchFirefox } from './firefox';
import { journeys, sizes } from './journeys';
import { webkitDriver } from './webkit';

export interface EngineOptions {
  engine: 'firefox' | 'webkit';
}

/** Screenshots for people to look at; never compared, never committed. */
const shots =
  process.env.XB_SHOTS ??
  fileURLToPath(new URL('../../test-results/cross-browser-shots', import.meta.url));

const test = base.extend<
  { driver: Driver; origin: string },
  EngineOptions & { firefoxBrowser: Browser | undefined }
>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  firefoxBrowser: [
    async ({ engine }, use) => {
      if (engine !== 'firefox') return use(undefined);
      const browser = await launchFirefox();
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  origin: async ({ baseURL }, use) => use(baseURL ?? ''),
  driver: async ({ engine, firefoxBrowser, origin }, use) => {
    const driver =
      engine === 'firefox' && firefoxBrowser
        ? await firefoxDriver(firefoxBrowser, origin)
        : await webkitDriver(origin);
    try {
      await use(driver);
    } finally {
      await driver.close();
    }
  },
});

mkdirSync(shots, { recursive: true });

for (const journey of journeys) {
  test.describe(journey.name, () => {
    for (const size of sizes) {
      test(size.label, async ({ driver, origin }, testInfo) => {
        testInfo.annotations.push({ type: 'engine', description: driver.version });
        await journey.run({ driver, origin, size, shots });
        const tolerated = journey.expectedErrors ?? [];
        const problems = (await driver.problems()).filter(
          (problem) => !tolerated.some((pattern) => pattern.test(problem)),
        );
        expect(problems, 'console errors, uncaught errors or CSP reports').toEqual([]);
      });
    }
  });
}
