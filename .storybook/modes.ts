import { viewportSize } from './viewports';

/**
 * Chromatic modes: the widths and themes a reviewer checks. `theme` is the preview's global;
 * `viewport` is Chromatic's own key (the browser size it captures at), taken from the same
 * sizes as the toolbar's Phone and Desktop. The story tests shoot the same combinations locally.
 */
export const allModes = {
  'light desktop': { theme: 'light', viewport: viewportSize('desktop') },
  'dark desktop': { theme: 'dark', viewport: viewportSize('desktop') },
  'light phone': { theme: 'light', viewport: viewportSize('phone') },
} as const;

/** Screens: a desktop and a phone in light. Dark is each screen's own Dark story. */
export const screenModes = {
  'light desktop': allModes['light desktop'],
  'light phone': allModes['light phone'],
} as const;

/**
 * A screen story that sets its own width or theme is captured in that one mode, as the story
 * tests shoot it (tests/visual/storyShots.ts), not once per screen mode. Components have no
 * modes: each is captured once with its own globals (theme, viewport), as the story tests shoot it.
 */
export const phoneOnly = {
  // Storybook merges a story's parameters into its file's: the other mode is switched off.
  modes: { 'light desktop': { disable: true } },
} as const;
export const darkOnly = {
  modes: {
    'light desktop': { disable: true },
    'light phone': { disable: true },
    'dark desktop': allModes['dark desktop'],
  },
} as const;
