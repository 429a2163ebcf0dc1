/**
 * What the site answers now, asked when some of the app's code failed to load. Browsers keep a
 * failed `import()` for the rest of the page's life (Safari, Firefox and Chromium before the HTML
 * standard changed in 2026): asking for that code again fails at once, without a request, even
 * once the network is back. Whether the site answers tells a network still down from a failure
 * the browser kept, which only a page load clears (docs/behaviour.md
 * "Browsers that keep a failed import").
 */
export type SiteState =
  /** The site serves other entry modules than this page runs: a deploy happened. */
  | 'new-version'
  /** The site answers with the version this page runs. */
  | 'same-version'
  /** No answer: offline, or the host is down. */
  | 'unreachable';

/** The built pages name the app's entry modules here (public/theme-init.js starts them). */
const ENTRY_META = 'meta[name="app-modules"]';

/** The entry modules this page started from, as paths (`/assets/app-1234.js`). */
function runningScripts(): string[] {
  const names = document.querySelector<HTMLMetaElement>(ENTRY_META)?.content ?? '';
  return names.split(' ').filter((path) => path !== '');
}

/** A host that does not answer within this time counts as unreachable. */
const ASK_TIMEOUT_MS = 5_000;

async function askSite(): Promise<SiteState> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ASK_TIMEOUT_MS);
  try {
    const response = await fetch(import.meta.env.BASE_URL, {
      cache: 'no-store',
      headers: { Accept: 'text/html' },
      signal: controller.signal,
    });
    if (!response.ok) return 'unreachable';
    const html = await response.text();
    const scripts = runningScripts();
    // Read as text only: a deploy renames at least one of the page's hashed entry modules.
    const renamed =
      scripts.length > 0 &&
      html.includes('<meta name="app-modules"') &&
      scripts.some((path) => !html.includes(path));
    return renamed ? 'new-version' : 'same-version';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

let asking: Promise<SiteState> | undefined;

/** Asks the site for its front page, once at a time (callers at the same moment share one request). */
export function checkSite(): Promise<SiteState> {
  asking ??= askSite().finally(() => {
    asking = undefined;
  });
  return asking;
}

/**
 * Code that failed to load again while the site answers: the browser kept the first failure, and
 * only a page load fetches that code again.
 */
export class LoadFailureKept extends Error {
  constructor(cause: unknown) {
    super('This page cannot load that code again; a page load can.', { cause });
    this.name = 'LoadFailureKept';
  }
}

/**
 * Call when some code failed to load. The first failure is passed on as it is (a retry may
 * work); a later one, with the site answering, becomes LoadFailureKept.
 */
export function loadFailureTracker(): (error: unknown) => Promise<never> {
  let failedBefore = false;
  return async (error) => {
    const retry = failedBefore;
    failedBefore = true;
    if (retry && (await checkSite()) !== 'unreachable') throw new LoadFailureKept(error);
    throw error;
  };
}
