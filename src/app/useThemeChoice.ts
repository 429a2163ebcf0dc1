import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  applyThemeChoice,
  readThemeChoice,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from '../theme/colorMode';

/** A choice made on this page: what counts when storage refuses it. */
let chosenThisPage: ThemeChoice | undefined;
/**
 * The stored choice, read once while the switch is shown (not on every render: an add to the
 * cart re-renders the top bar and must touch no other storage key) and again when another tab
 * changes it or when the switch mounts afresh.
 */
let storedChoice: ThemeChoice | undefined;
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== THEME_STORAGE_KEY) return;
    storedChoice = undefined;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    if (listeners.size === 0) storedChoice = undefined;
  };
}
const currentChoice = () => chosenThisPage ?? (storedChoice ??= readThemeChoice());

/**
 * The visitor's theme choice, remembered in storage; 'system' follows the OS live. A prerendered
 * page hydrates with 'system' and then shows the stored choice; the colours themselves were set
 * before the first paint by public/theme-init.js (README, "Routes and prerendering").
 */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribe, currentChoice, () => 'system' as const);

  useEffect(() => {
    // The stored choice, not the rendered one: while hydrating, the render still says 'system'.
    const current = currentChoice();
    applyThemeChoice(current, false);
    if (current !== 'system' || typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyThemeChoice('system', false);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [choice]);

  const choose = useCallback((next: ThemeChoice) => {
    applyThemeChoice(next, true);
    chosenThisPage = next;
    for (const listener of listeners) listener();
  }, []);

  return [choice, choose];
}
