import { useCallback, useEffect, useState } from 'react';
import { applyThemeChoice, readThemeChoice, type ThemeChoice } from '../theme/colorMode';

/** The visitor's theme choice, remembered in storage; 'system' follows the OS live. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [choice, setChoice] = useState<ThemeChoice>(readThemeChoice);

  useEffect(() => {
    applyThemeChoice(choice, false);
    if (choice !== 'system' || typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyThemeChoice('system', false);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [choice]);

  const choose = useCallback((next: ThemeChoice) => {
    applyThemeChoice(next, true);
    setChoice(next);
  }, []);

  return [choice, choose];
}
