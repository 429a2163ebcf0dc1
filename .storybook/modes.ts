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

/** Screens: a phone and a desktop in light, and the desktop again in dark. */
export const screenModes = allModes;

/**
 * A screen story that sets its own width or theme is captured in that one mode, as tests/visual
 * shoots it, not once per screen mode. Components have no modes: each is captured once with its
 * own globals (theme, viewport), as tests/visual shoots it.
 */
export const phoneOnly = {
  // Storybook merges a story's parameters into its file's: the other modes are switched off.
  modes: { 'light desktop': { disable: true }, 'dark desktop': { disable: true } },
} as const;
export const darkOnly = {
  modes: { 'light desktop': { disable: true }, 'light phone': { disable: true } },
} as const;
