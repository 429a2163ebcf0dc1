/** The visitor's theme choice and the mode it resolves to. Mirrors public/theme-init.js. */
export type ThemeChoice = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

export function resolveColorMode(choice: ThemeChoice, prefersDark: boolean): ColorMode {
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Puts the resolved mode on <html> (CSS keys off it) and remembers the choice if it can. */
export function applyThemeChoice(choice: ThemeChoice, remember = true): ColorMode {
  const mode = resolveColorMode(choice, systemPrefersDark());
  document.documentElement.dataset.colorMode = mode;
  document.documentElement.dataset.theme = choice;
  if (remember) {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, choice);
    } catch {
      // Storage unavailable: the choice lasts for this page only.
    }
  }
  return mode;
}
