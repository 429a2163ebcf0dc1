import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import {
  describe,
  locate,
  readingMethods,
  type Driver,
  type TextMatch,
  type Viewport,
} from './driver';

/** Debian's Firefox ESR unless FIREFOX_PATH names another Firefox. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox over WebDriver BiDi (puppeteer-core, no geckodriver). One browser per test worker; each
 * test gets its own browser context (fresh storage, like a new visitor).
 */
export async function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: {
      // Overlay scrollbars, as on phones and macOS; headless Firefox otherwise keeps 12 px of a
      // classic scrollbar and the page is 12 px narrower than the window.
      'widget.gtk.overlay-scrollbars.enabled': true,
      'browser.shell.checkDefaultBrowser': false,
    },
  });
}

export async function firefoxDriver(browser: Browser, baseURL: string): Promise<Driver> {
  const context = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) =>
    problems.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`),
  );
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  const version = await browser.version();
  const { findOrWait, findUncovered, reads } = readingMethods(
    (query, mark, scroll) => page.evaluate(locate, query, mark, scroll),
    () => page.evaluate(() => document.body.innerText),
  );

  const driver: Driver = {
    engine: 'firefox',
    version,
    async setViewport({ width, height }: Viewport) {
      await page.setViewport({ width, height });
    },
    viewport: () => page.evaluate(() => ({ width: innerWidth, height: innerHeight })),
    async goto(path) {
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    path: () => page.evaluate(() => location.pathname + location.search),
    async click(query) {
      const located = await findUncovered(query);
      const handle = await page.$(`[data-xb-mark="${located.mark}"]`);
      if (!handle) throw new Error(`${describe(query)} left the page before the click`);
      await handle.click();
    },
    async fill(label: TextMatch, value: string) {
      const located = await findOrWait({ role: 'control', name: label });
      const selector = `[data-xb-mark="${located.mark}"]`;
      const isSelect = await page.$eval(selector, (el) => el instanceof HTMLSelectElement);
      if (isSelect) {
        const optionValue = await page.$eval(
          selector,
          (el, wanted) =>
            Array.from((el as HTMLSelectElement).options).find(
              (option) => option.text.trim() === wanted || option.value === wanted,
            )?.value ?? null,
          value,
        );
        if (optionValue === null) throw new Error(`${String(label)} has no option "${value}"`);
        await page.select(selector, optionValue);
        return;
      }
      await page.$eval(selector, (el) => {
        (el as HTMLInputElement).focus();
        (el as HTMLInputElement).select();
      });
      await page.keyboard.press('Backspace');
      await page.type(selector, value);
    },
    async pressKey(key) {
      await page.keyboard.press(key);
    },
    ...reads,
    evaluate: (fn) => page.evaluate(fn),
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png` });
    },
    async problems() {
      return [...problems];
    },
    async close() {
      await context.close();
    },
  };
  return driver;
}
