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

/** Puts the resolved mode on <html>, which CSS keys off (the choice is stored by its hook). */
export function applyThemeChoice(choice: ThemeChoice): ColorMode {
  const mode = resolveColorMode(choice, systemPrefersDark());
  document.documentElement.dataset.colorMode = mode;
  document.documentElement.dataset.theme = choice;
  return mode;
}
