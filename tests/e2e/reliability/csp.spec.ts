import type { Page } from '@playwright/test';
import { cartLink, orderConfirmed } from '../support';
import { expect, markProblems, open, problemsSince, test } from './cases';

const CART = [
  { id: 'gelato', size: '3.5g', quantity: 2 },
  { id: 4, size: '8 pack', quantity: 1 },
];

/** Every screen; the 404 route logs its path with console.error by design (docs/behaviour.md "Routes"). */
const routes: { path: string; h1: string | RegExp; logs404?: true }[] = [
  { path: '/', h1: /./ },
  { path: '/shop', h1: 'All Products' },
  { path: '/product/4', h1: 'Gelato Pre-Roll Pack' },
  { path: '/blog', h1: 'Learn & Explore' },
  { path: '/blog/1', h1: /./ },
  { path: '/wholesale', h1: 'Join the Silk Road Wholesale Network' },
  { path: '/cart', h1: 'Your Cart' },
  { path: '/checkout', h1: 'Checkout' },
  { path: '/no-such-page', h1: 'Oops! Page not found', logs404: true },
];

function decodeEntities(text: string): string {
  return text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** Loads everything a visitor could: every lazy image (as if scrolled to) and the fonts. */
async function loadWholePage(page: Page) {
  await page.evaluate(async () => {
    window.scrollTo(0, document.body.scrollHeight);
    await document.fonts.ready;
    const settled = (image: HTMLImageElement) =>
      image.complete
        ? undefined
        : new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
            setTimeout(resolve, 5000);
          });
    await Promise.all(
      [...document.images].map((image) => {
        image.loading = 'eager';
        return settled(image);
      }),
    );
  });
  await page.waitForLoadState('networkidle');
}

test.describe('reliability: Content-Security-Policy', () => {
  test('the built index.html carries a strict CSP meta tag and no inline script', async ({
    request,
    cases,
  }) => {
    const html = await (await request.get('/')).text();
    const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i.exec(html);
    const policy = decodeEntities(meta?.[1] ?? '');
    const directives = new Map(
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name = '', ...values]) => [name, values]),
    );

    await cases.run('csp', 'index.html has the CSP meta tag, first in <head>', async () => {
      expect(meta).not.toBeNull();
      expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
        html.indexOf('<script'),
      );
    });
    await cases.run('csp', "script-src is 'self' only: no 'unsafe-inline'", async () => {
      expect(directives.get('script-src')).toEqual(["'self'"]);
    });
    await cases.run('csp', "no 'unsafe-eval' anywhere", async () => {
      expect(policy).not.toContain("'unsafe-eval'");
      expect(policy).not.toContain("'wasm-unsafe-eval'");
    });
    await cases.run('csp', "no 'unsafe-inline' anywhere (styles included)", async () => {
      expect(policy).not.toContain("'unsafe-inline'");
    });
    await cases.run('csp', "default-src 'self', object-src 'none', base-uri 'self'", async () => {
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'self'"]);
    });
    await cases.run('csp', 'no wildcard or http: source in any directive', async () => {
      for (const [name, values] of directives) {
        for (const value of values) {
          expect.soft(value, name).not.toMatch(/^(\*|https?:|data:.*script)/);
        }
      }
    });
    await cases.run('csp', "Trusted Types required for scripts, one 'default' policy", async () => {
      expect(directives.get('require-trusted-types-for')).toEqual(["'script'"]);
      expect(directives.get('trusted-types')).toEqual(['default']);
    });
    await cases.run('csp', 'index.html has no inline <script>', async () => {
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      // JSON-LD is data the browser never runs (the CSP does not apply to it); every other script
      // must be a file.
      const executable = scripts.filter(
        ([, attributes = '']) => !/type="application\/ld\+json"/.test(attributes),
      );
      expect(executable.length).toBeGreaterThan(0);
      for (const [, attributes = '', body = ''] of executable) {
        expect.soft(attributes).toMatch(/\bsrc=/);
        expect.soft(body.trim()).toBe('');
      }
    });
  });

  test('every route loads with no CSP violation and no console error', async ({
    shopper,
    problems,
    cases,
  }) => {
    test.setTimeout(90_000);
    await open(shopper, '/');
    await shopper.evaluate(
      (lines) => window.localStorage.setItem('cart', JSON.stringify(lines)),
      CART,
    );
    for (const route of routes) {
      await cases.run('csp', `route ${route.path}`, async () => {
        const mark = markProblems(problems);
        await shopper.goto(route.path, { waitUntil: 'domcontentloaded' });
        await expect(shopper.locator('main h1')).toHaveText(route.h1);
        await expect(cartLink(shopper)).toHaveAccessibleName('Cart, 3 items');
        await loadWholePage(shopper);
        const caused = problemsSince(problems, mark);
        expect.soft(caused.cspViolations, 'CSP violations').toEqual([]);
        expect.soft(caused.pageErrors, 'page errors').toEqual([]);
        // The allowed console errors: the 404 screen logging the path it could not find, and the
        // browser's own note that the page came with status 404 (deploy/: 404.html, status 404).
        expect
          .soft(caused.consoleErrors, 'console errors')
          .toEqual(
            route.logs404
              ? [
                  'Failed to load resource: the server responded with a status of 404 (Not Found)',
                  `404: no page at ${route.path}`,
                ]
              : [],
          );
      });
    }
  });

  test('each form submits through the MSW demo worker with the CSP in force', async ({
    shopper,
    problems,
    cases,
  }) => {
    test.setTimeout(90_000);
    const warnings: string[] = [];
    shopper.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const answered: string[] = [];
    shopper.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) {
        answered.push(`${response.status()} ${new URL(response.url()).pathname}`);
      }
    });

    await cases.run('csp', 'wholesale application under the CSP', async () => {
      await open(shopper, '/wholesale');
      await shopper.getByLabel(/^Name/).fill('Grace Hopper');
      await shopper.getByLabel(/^Email/).fill('grace@example.com');
      await shopper.getByLabel(/^Store name/).fill('Cobol Botanicals');
      await shopper.getByLabel(/^State/).selectOption('Colorado');
      await shopper.getByRole('button', { name: 'Submit Application' }).click();
      await expect(shopper.getByText('Application Submitted!', { exact: true })).toBeVisible({
        timeout: 15_000,
      });
    });

    await cases.run('csp', 'the demo API runs in its service worker', async () => {
      const worker = await shopper.evaluate(async () => {
        const registrations = await navigator.serviceWorker.getRegistrations();
        return {
          scripts: registrations.map((registration) => registration.active?.scriptURL ?? ''),
          controlled: navigator.serviceWorker.controller !== null,
        };
      });
      expect(worker.scripts).toEqual([expect.stringMatching(/\/mockServiceWorker\.js$/)]);
      expect(worker.controlled).toBe(true);
      expect(warnings.filter((text) => /service worker unavailable/i.test(text))).toEqual([]);
    });

    await cases.run('csp', 'newsletter subscription under the CSP', async () => {
      await open(shopper, '/blog');
      await shopper.getByLabel('Email address').fill('reader@example.com');
      await shopper.getByRole('button', { name: 'Subscribe' }).click();
      await expect(shopper.getByText('Subscribed', { exact: true })).toBeVisible({
        timeout: 15_000,
      });
    });

    await cases.run('csp', 'checkout order under the CSP', async () => {
      await shopper.evaluate(
        (lines) => window.localStorage.setItem('cart', JSON.stringify(lines)),
        CART,
      );
      await open(shopper, '/checkout');
      const expiry = new Date();
      expiry.setFullYear(expiry.getFullYear() + 2);
      await shopper.getByLabel('Email').fill('ada@example.com');
      await shopper.getByLabel('First name').fill('Ada');
      await shopper.getByLabel('Last name').fill('Lovelace');
      await shopper.getByLabel('Street address').fill('12 Analytical Way');
      await shopper.getByLabel('City').fill('Denver');
      await shopper.getByLabel('State').selectOption('CO');
      await shopper.getByLabel('ZIP code').fill('80202');
      await shopper.getByLabel('Name on card').fill('Ada Lovelace');
      await shopper.getByLabel('Card number').fill('4242 4242 4242 4242');
      await shopper
        .getByLabel('Expiry date')
        .fill(
          `${String(expiry.getMonth() + 1).padStart(2, '0')}${String(expiry.getFullYear()).slice(-2)}`,
        );
      await shopper.getByLabel('Security code').fill('123');
      await shopper.getByRole('checkbox').check();
      await shopper.getByRole('button', { name: /^Place Order/ }).click();
      await expect(orderConfirmed(shopper)).toBeVisible({
        timeout: 15_000,
      });
    });

    await cases.run('csp', 'no CSP violation or console error while submitting', async () => {
      expect(answered).toEqual(['201 /api/wholesale', '201 /api/newsletter', '201 /api/orders']);
      expect(problems.cspViolations).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  });

  test('Trusted Types: the app runs under them, and an injected string never becomes code', async ({
    shopper,
    problems,
    cases,
  }) => {
    await cases.run('csp', 'a product page reached by a link renders its JSON-LD', async () => {
      // On a client-side navigation React creates the JSON-LD <script> itself: both sinks it
      // uses (parsing "<script></script>" and setting the script's text) pass the policy.
      await open(shopper, '/shop');
      const mark = markProblems(problems);
      await shopper.getByRole('link', { name: 'Gelato Pre-Roll Pack' }).first().click();
      await expect(shopper.locator('main h1')).toHaveText('Gelato Pre-Roll Pack');
      // Product and BreadcrumbList.
      await expect(shopper.locator('script[type="application/ld+json"]')).toHaveCount(2);
      const caused = problemsSince(problems, mark);
      expect(caused.cspViolations).toEqual([]);
      expect(caused.pageErrors).toEqual([]);
    });
    await cases.run(
      'csp',
      'markup, script text and script URLs from strings are refused',
      async () => {
        const refused = await shopper.evaluate(async () => {
          const attempt = (run: () => unknown) => {
            try {
              run();
              return 'allowed';
            } catch (error) {
              return error instanceof Error ? error.name : 'refused';
            }
          };
          const script = document.createElement('script');
          return {
            html: attempt(() => {
              document.createElement('div').innerHTML = '<img src=x onerror="alert(1)">';
            }),
            script: attempt(() => {
              script.textContent = 'alert(1)';
            }),
            otherPolicy: attempt(() => window.trustedTypes?.createPolicy('other', {})),
            // A script that exists, so only Trusted Types can refuse it (its own scope: no side effect).
            worker: await navigator.serviceWorker
              .register('/mockServiceWorker.js?other', { scope: '/nowhere/' })
              .then(
                () => 'allowed',
                (error: unknown) => (error instanceof Error ? error.name : 'refused'),
              ),
          };
        });
        expect(refused).toEqual({
          html: 'TypeError',
          script: 'TypeError',
          otherPolicy: 'TypeError',
          worker: 'TypeError',
        });
      },
    );
  });
});
