import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Builder, By, Capabilities, Key, type WebDriver } from 'selenium-webdriver';
import {
  locate,
  poll,
  readingMethods,
  type Driver,
  type Located,
  type TextMatch,
  type Viewport,
} from './driver';

/** WebKitGTK's WebDriver server (Debian's webkit2gtk-driver) unless WEBKIT_DRIVER_PATH names another. */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** A bare GTK window around WebKit (no toolbar, so phone widths are possible). */
const browserBinary = fileURLToPath(new URL('./webkit-browser.py', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Safari's engine: WebKitGTK through WebKitWebDriver and selenium-webdriver, under a virtual X
 * display (`xvfb-run -a`). One driver server and one browser per test (fresh storage). The
 * browser window (webkit-browser.py) prints the page's console errors, uncaught errors and CSP
 * violations to stdout ("CONSOLE JS ERROR …"), which is how they are collected here; messages
 * only the engine logs (a CSP directive it does not know) do not reach it.
 */
export async function webkitDriver(baseURL: string): Promise<Driver> {
  if (!process.env.DISPLAY) {
    throw new Error(
      'WebKitGTK needs an X display: run under `xvfb-run -a` (npm run test:browsers does)',
    );
  }
  const port = await freePort();
  const output: string[] = [];
  const server = spawn(webkitDriverPath, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let pending = '';
  const collect = (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    output.push(...lines);
  };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  let webdriver: WebDriver;
  try {
    webdriver = await poll(
      async () =>
        new Builder()
          .usingServer(`http://127.0.0.1:${port}`)
          .withCapabilities(
            new Capabilities({
              browserName: 'SilkRoadCrossBrowser',
              'webkitgtk:browserOptions': { binary: browserBinary, args: [] },
            }),
          )
          .build(),
      () => `WebKitWebDriver did not start a session: ${output.join('\n').slice(-500)}`,
      15_000,
    );
  } catch (error) {
    server.kill();
    throw error;
  }
  const capabilities = await webdriver.getCapabilities();
  const userAgent = await webdriver.executeScript<string>('return navigator.userAgent');
  const version = `WebKitGTK ${String(capabilities.get('browserVersion') ?? '')} (${userAgent.match(/AppleWebKit\/[\d.]+/)?.[0] ?? ''})`;
  const { findOrWait, findUncovered, reads } = readingMethods(
    (query, mark, scroll) => webdriver.executeScript<Located>(locate, query, mark, scroll),
    () => webdriver.executeScript<string>('return document.body.innerText'),
  );
  const marked = (mark: string) => webdriver.findElement(By.css(`[data-xb-mark="${mark}"]`));

  const driver: Driver = {
    engine: 'webkit',
    version,
    async setViewport({ width, height }: Viewport) {
      // The window has no decorations or toolbar: its size is the viewport's.
      await webdriver.manage().window().setRect({ width, height });
      await poll(
        async () => {
          const now = await driver.viewport();
          return now.width === width && now.height === height ? true : undefined;
        },
        () => `the window never became ${width} x ${height}`,
      );
    },
    viewport: () =>
      webdriver.executeScript<Viewport>('return { width: innerWidth, height: innerHeight }'),
    async goto(path) {
      await webdriver.get(new URL(path, baseURL).href);
    },
    async reload() {
      await webdriver.navigate().refresh();
    },
    path: () => webdriver.executeScript<string>('return location.pathname + location.search'),
    async click(query) {
      // Scrolled to the middle by locate: WebKitWebDriver's own scroll-into-view does not move
      // a page that has scroll-padding-top.
      const located = await findUncovered(query);
      await marked(located.mark).click();
    },
    async fill(label: TextMatch, value: string) {
      const located = await findOrWait({ role: 'control', name: label });
      const element = await marked(located.mark);
      if ((await element.getTagName()).toLowerCase() === 'select') {
        // One round trip to find the option (a state list has over 50), then a native click on it.
        const found = await webdriver.executeScript<boolean>(
          `const option = Array.from(arguments[0].options).find(
             (o) => o.text.trim() === arguments[1] || o.value === arguments[1]);
           if (option) option.setAttribute('data-xb-option', '');
           return Boolean(option);`,
          element,
          value,
        );
        if (!found) throw new Error(`${String(label)} has no option "${value}"`);
        const option = await element.findElement(By.css('option[data-xb-option]'));
        await webdriver.executeScript("arguments[0].removeAttribute('data-xb-option')", option);
        await option.click();
        return;
      }
      await webdriver.executeScript('arguments[0].focus(); arguments[0].select();', element);
      await element.sendKeys(Key.BACK_SPACE, value);
    },
    async pressKey(key) {
      const keys = { Escape: Key.ESCAPE, Tab: Key.TAB, Enter: Key.ENTER } as const;
      await webdriver.actions().sendKeys(keys[key]).perform();
    },
    ...reads,
    evaluate: (fn) => webdriver.executeScript(fn),
    async screenshot(path) {
      // A screenshot WebKitGTK never answers would otherwise stall the journey until its timeout.
      let timer: NodeJS.Timeout | undefined;
      const stalled = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`WebKitGTK returned no screenshot within 15 s (${path})`)),
          15_000,
        );
      });
      try {
        const png = await Promise.race([webdriver.takeScreenshot(), stalled]);
        writeFileSync(path, Buffer.from(png, 'base64'));
      } finally {
        clearTimeout(timer);
      }
    },
    async problems() {
      return output.filter((line) => /^CONSOLE \w+ ERROR\b/.test(line));
    },
    async close() {
      try {
        await webdriver.quit();
      } finally {
        server.kill();
      }
    },
  };
  return driver;
}
