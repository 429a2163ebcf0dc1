import type { RequestHandler } from 'msw';
import type * as DemoHandlers from './handlers';
import { loadFailureTracker } from './site';

/**
 * Demo mode: with no VITE_API_BASE_URL, the three form endpoints are answered inside the browser
 * by the MSW handlers, so nothing leaves the device. msw is loaded on the first submission only.
 */

/** In the page, when the service worker could not start: the handlers and msw's resolver. */
interface InPageApi {
  handlers: readonly RequestHandler[];
  getResponse: (handlers: RequestHandler[], request: Request) => Promise<Response | undefined>;
}

let started: Promise<void> | undefined;
let inPage: InPageApi | undefined;

/** True when this build answers /api/* itself. Storybook brings its own MSW worker, so not there. */
export function isDemoApiEnabled(): boolean {
  const env: Record<string, unknown> = import.meta.env;
  const hasRealApi = typeof env.VITE_API_BASE_URL === 'string' && env.VITE_API_BASE_URL !== '';
  return !hasRealApi && env.VITE_DEMO_API !== 'off' && env.STORYBOOK !== 'true';
}

const demoCodeFailed = loadFailureTracker();

/**
 * Starts the demo API once (later calls share the first start). Rejects when its code cannot load,
 * so the caller sends nothing: a request that went out anyway would reach the host itself
 * (docs/behaviour.md "Only the API's answer counts as success"). The next call tries again; where
 * the browser kept the failure, it rejects with LoadFailureKept (src/api/site.ts).
 */
export function ensureDemoApi(): Promise<void> {
  if (!isDemoApiEnabled() || typeof window === 'undefined') return Promise.resolve();
  started ??= startDemoApi().catch((error: unknown) => {
    started = undefined;
    return demoCodeFailed(error);
  });
  return started;
}

async function startDemoApi(): Promise<void> {
  const loaded: typeof DemoHandlers = await import('./handlers');

  try {
    const { setupWorker } = await import('msw/browser');
    const worker = setupWorker(...loaded.handlers);
    await worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    });
  } catch (error) {
    // No service worker here (blocked, private mode, missing script): answer in the page instead.
    console.warn('Demo API: service worker unavailable, answering in the page.', error);
    const { getResponse } = await import('msw');
    inPage = { handlers: loaded.handlers, getResponse };
  }
}

/**
 * fetch for the app's client: through the in-page handlers when the worker could not start,
 * otherwise the real fetch (which the worker, when running, answers).
 */
export async function demoFetch(request: Request): Promise<Response> {
  if (!inPage) return globalThis.fetch(request);
  const { signal } = request;
  const answer = inPage.getResponse([...inPage.handlers], request.clone());
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  const response = await Promise.race([answer, aborted]);
  if (!response) return globalThis.fetch(request);
  // HttpResponse.error() stands for a network failure: fail the way fetch does.
  if (response.type === 'error') throw new TypeError('Failed to fetch');
  return response;
}
