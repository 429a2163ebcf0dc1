import { viewportSize } from './viewports';

/**
 * Chromatic modes: the widths and themes a reviewer checks. `theme` is the preview's global;
 * `viewport` is Chromatic's own key (the browser size it captures at), taken from the same
 * sizes as the toolbar's Phone and Desktop. tests/visual shoots the same combinations locally.
 */
export const allModes = {
  'light desktop': { theme: 'light', viewport: viewportSize('desktop') },
  'dark desktop': { theme: 'dark', viewport: viewportSize('desktop') },
  'light phone': { theme: 'light', viewport: viewportSize('phone') },
} as const;

/** Components: one width, both themes. */
export const componentModes = {
  'light desktop': allModes['light desktop'],
  'dark desktop': allModes['dark desktop'],
} as const;

/** Screens: a phone and a desktop in light, and the desktop again in dark. */
export const screenModes = allModes;
