import { useCallback, useState } from 'react';

export const AGE_GATE_STORAGE_KEY = 'age-verified';
/** Where 'I'm Under 21' sends the browser (README "Behaviour notes", Age gate). */
export const UNDER_AGE_URL = 'https://www.google.com';

function readConfirmed(): boolean {
  try {
    return sessionStorage.getItem(AGE_GATE_STORAGE_KEY) === 'yes';
  } catch {
    return false;
  }
}

/** The 21+ self-declaration, remembered for the browser session (sessionStorage). */
export function useAgeGate() {
  const [confirmed, setConfirmed] = useState(readConfirmed);

  const confirm = useCallback(() => {
    try {
      sessionStorage.setItem(AGE_GATE_STORAGE_KEY, 'yes');
    } catch {
      // Storage unavailable: remembered until the page is closed.
    }
    setConfirmed(true);
  }, []);

  const decline = useCallback(() => {
    window.location.assign(UNDER_AGE_URL);
  }, []);

  return { confirmed, confirm, decline };
}
