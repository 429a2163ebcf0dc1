import { checkSite, type SiteState } from '../api/site';

/**
 * When a screen's code fails to load, the page may need a fresh load (docs/behaviour.md
 * "Code that failed to load loads again"):
 * - after a deploy, a tab still running the old version asks for chunk names that no longer
 *   exist: the page reloads once to the new version;
 * - a browser that keeps a failed `import()` (src/api/site.ts) cannot load that screen again in
 *   this page: a second try, with the site answering, reloads the page at its address.
 * The cart lives in localStorage and survives both. A network still down changes nothing: the
 * screen's 'Try Again' tries again.
 */

const RELOADED_AT_KEY = 'app:reloaded-for-new-version';
/** A second reload within this time would be a loop: the new version is broken too. */
const LOOP_GUARD_MS = 60_000;

const RETRY_RELOADED_AT_KEY = 'app:reloaded-to-retry';
/** A shopper's retry may reload the page; two for one page within this time: it did not help. */
const RETRY_GUARD_MS = 10_000;

/**
 * Reads and sets a loop guard: no second reload for `scope` within `guardMs`. With storage
 * unavailable it refuses, so it can never loop.
 */
function mayReloadNow(key: string, guardMs: number, scope = ''): boolean {
  try {
    const [at = '', lastScope = ''] = (window.sessionStorage.getItem(key) ?? '').split(' ');
    const last = Number(at);
    if (lastScope === scope && Number.isFinite(last) && Date.now() - last < guardMs) return false;
    window.sessionStorage.setItem(
      key,
      scope === '' ? String(Date.now()) : `${Date.now()} ${scope}`,
    );
    return true;
  } catch {
    return false;
  }
}

/** Call when a chunk failed to load: reloads once if a newer version is live. */
export async function reloadIfNewVersion(): Promise<SiteState> {
  const site = await checkSite();
  if (site === 'new-version' && mayReloadNow(RELOADED_AT_KEY, LOOP_GUARD_MS)) {
    window.location.reload();
  }
  return site;
}

/**
 * Call when a screen failed to load again on the shopper's retry while the site answers: this
 * browser kept the first failure. Reloads the page (true), unless it just did so for this page.
 */
export function reloadToRetry(): boolean {
  if (!mayReloadNow(RETRY_RELOADED_AT_KEY, RETRY_GUARD_MS, window.location.pathname)) return false;
  window.location.reload();
  return true;
}
