import type { Page, Route } from '@playwright/test';

/** The demo API's handlers, as the build names their chunk (src/api/handlers.ts). */
const DEMO_HANDLERS = /\/assets\/handlers-[\w-]+\.js$/;

/**
 * Lets Playwright answer the shop's API: the demo API starts with no handlers of its own, so a
 * form's request goes out to the network, where `page.route` answers it with whatever the test
 * needs (a 500, a 422, no answer). The demo API then answers in the page (it cannot while a
 * service worker holds the requests), so specs that use this set `serviceWorkers: 'block'`.
 * Nothing in the built app is switched: the shop sees a real HTTP answer (docs/demo-api.md
 * "Demo mode and a real API").
 */
export async function answerApiWith(
  page: Page,
  path: string,
  answer: (route: Route) => Promise<void>,
): Promise<void> {
  await page.route(DEMO_HANDLERS, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'export const handlers = [];' }),
  );
  await page.route(`**${path}`, answer);
}
