import { useEffect } from 'react';
import useLocalStorageState from 'use-local-storage-state';
import { useHydrated } from '../shell/useHydrated';
import {
  applyThemeChoice,
  isThemeChoice,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from '../theme/colorMode';

/**
 * Stored as the bare word public/theme-init.js reads before the first paint ('dark'), not as
 * JSON; anything else reads as 'system'.
 */
const themeSerializer = {
  parse: (text: string): ThemeChoice => (isThemeChoice(text) ? text : 'system'),
  stringify: (choice: unknown) => String(choice),
};

/**
 * The visitor's theme choice, kept by `use-local-storage-state` under localStorage["theme"] and
 * followed across tabs; 'system' follows the OS live. A prerendered page hydrates with 'system'
 * and then shows the stored choice; the colours themselves were set before the first paint by
 * public/theme-init.js (docs/architecture.md "Hydration"), so nothing is applied until the
 * page has hydrated.
 */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [choice, setChoice] = useLocalStorageState<ThemeChoice>(THEME_STORAGE_KEY, {
    defaultValue: 'system',
    serializer: themeSerializer,
  });
  const hydrated = useHydrated();

  useEffect(() => {
    if (!hydrated) return;
    applyThemeChoice(choice);
    if (choice !== 'system' || typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyThemeChoice('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [choice, hydrated]);

  return [choice, setChoice];
}
