import { useCallback, useSyncExternalStore } from 'react';

export const AGE_GATE_STORAGE_KEY = 'age-verified';
/** Where 'I'm Under 21' sends the browser (docs/behaviour.md "Age gate"). */
export const UNDER_AGE_URL = 'https://www.google.com';

/** Confirmed on this page: what counts when storage is unavailable. */
let confirmedThisPage = false;

function readConfirmed(): boolean {
  try {
    return confirmedThisPage || sessionStorage.getItem(AGE_GATE_STORAGE_KEY) === 'yes';
  } catch {
    return confirmedThisPage;
  }
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The 21+ self-declaration, remembered for the browser session (sessionStorage). `confirmed` is
 * undefined while a prerendered page hydrates (the HTML cannot know the session): the gate is then
 * left as the page shows it (docs/architecture.md "Hydration").
 */
export function useAgeGate(): {
  confirmed: boolean | undefined;
  confirm: () => void;
  decline: () => void;
} {
  const confirmed = useSyncExternalStore<boolean | undefined>(
    subscribe,
    readConfirmed,
    () => undefined,
  );

  const confirm = useCallback(() => {
    confirmedThisPage = true;
    try {
      sessionStorage.setItem(AGE_GATE_STORAGE_KEY, 'yes');
    } catch {
      // Storage unavailable: remembered until the page is closed.
    }
    // Set before the first paint by public/theme-init.js: it shows the prerendered gate.
    delete document.documentElement.dataset.ageGate;
    for (const listener of listeners) listener();
  }, []);

  const decline = useCallback(() => {
    window.location.assign(UNDER_AGE_URL);
  }, []);

  return { confirmed, confirm, decline };
}
