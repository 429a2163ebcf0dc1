/**
 * After a deploy, a tab still running the old version asks for chunk names that no longer exist.
 * When a screen's code fails to load, this checks whether the site now serves another version
 * and, if so, reloads the page once to pick it up; the cart lives in localStorage and survives.
 * A network blip (the check cannot reach the site, or the version is the same) changes nothing:
 * the screen's 'Try Again' loads it again. (README, Behaviour notes.)
 */

const RELOADED_AT_KEY = 'app:reloaded-for-new-version';
/** A second reload within this time would be a loop: the new version is broken too. */
const LOOP_GUARD_MS = 60_000;

let checking: Promise<void> | undefined;

/** The built pages name the app's entry modules here (public/theme-init.js starts them). */
const ENTRY_META = 'meta[name="app-modules"]';

/** The entry modules this page started from, as paths (`/assets/app-1234.js`). */
function runningScripts(): string[] {
  const names = document.querySelector<HTMLMetaElement>(ENTRY_META)?.content ?? '';
  return names.split(' ').filter((path) => path !== '');
}

async function anotherVersionIsLive(): Promise<boolean> {
  const scripts = runningScripts();
  if (scripts.length === 0) return false;
  try {
    const response = await fetch(import.meta.env.BASE_URL, {
      cache: 'no-store',
      headers: { Accept: 'text/html' },
    });
    if (!response.ok) return false;
    const html = await response.text();
    // Read as text only: a deploy renames at least one of the page's hashed entry modules.
    return (
      html.includes('<meta name="app-modules"') && scripts.some((path) => !html.includes(path))
    );
  } catch {
    return false;
  }
}

/** Reads and sets the loop guard; with storage unavailable it refuses, so it can never loop. */
function mayReloadNow(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY));
    if (Number.isFinite(last) && Date.now() - last < LOOP_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

/** Call when a chunk failed to load: reloads once if a newer version is live. */
export function reloadIfNewVersion(): Promise<void> {
  checking ??= anotherVersionIsLive()
    .then((newer) => {
      if (newer && mayReloadNow()) window.location.reload();
    })
    .finally(() => {
      checking = undefined;
    });
  return checking;
}
