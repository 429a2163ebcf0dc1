/**
 * Raw design tokens. The theme contract in vars.css.ts is filled from these,
 * and the Storybook docs pages render them, so a token change shows up everywhere.
 */
export const palettes = {
  light: {
    background: '#fbfaf6',
    surface: '#ffffff',
    surfaceMuted: '#f1efe7',
    text: '#1b1f1a',
    textMuted: '#4d554b',
    border: '#d9d6ca',
    borderStrong: '#8c9289',
    accent: '#2f6b3a',
    accentHover: '#245530',
    onAccent: '#ffffff',
    accentSoft: '#e3efe2',
    onAccentSoft: '#1f4d28',
    sale: '#b3261e',
    saleSoft: '#fce8e6',
    onSaleSoft: '#8c1d17',
    highlightSoft: '#fff1d6',
    onHighlightSoft: '#6e4700',
    danger: '#b3261e',
    dangerSoft: '#fce8e6',
    success: '#1f6b34',
    successSoft: '#e2f2e5',
    focus: '#1b5fc1',
    overlay: 'rgba(12, 16, 12, 0.72)',
    hero: '#17321d',
    onHero: '#f6f3e8',
  },
  dark: {
    background: '#0f1410',
    surface: '#171d18',
    surfaceMuted: '#1f2720',
    text: '#eef1ea',
    textMuted: '#aab5a8',
    border: '#313c32',
    borderStrong: '#7b8779',
    accent: '#7bc98a',
    accentHover: '#98d9a5',
    onAccent: '#0b130d',
    accentSoft: '#1e3323',
    onAccentSoft: '#b4e6bd',
    sale: '#ff9b92',
    saleSoft: '#3a1a18',
    onSaleSoft: '#ffc4be',
    highlightSoft: '#3a2c10',
    onHighlightSoft: '#f6d28b',
    danger: '#ff9b92',
    dangerSoft: '#3a1a18',
    success: '#7bc98a',
    successSoft: '#1e3323',
    focus: '#8ab4ff',
    overlay: 'rgba(0, 0, 0, 0.78)',
    hero: '#122417',
    onHero: '#f6f3e8',
  },
} as const;

export type ColorName = keyof (typeof palettes)['light'];

export const space = {
  none: '0',
  xxs: '4px',
  xs: '8px',
  sm: '12px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
  xxxl: '72px',
} as const;

export const radius = {
  none: '0',
  sm: '6px',
  md: '10px',
  lg: '16px',
  pill: '999px',
} as const;

export const fontFamily = {
  body: '"Inter Variable", "Inter Fallback", system-ui, sans-serif',
  display: '"Fraunces Variable", "Fraunces Fallback", Georgia, serif',
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  xxxl: '2.5rem',
  display: 'clamp(2.25rem, 6vw, 3.75rem)',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

/** The lightest and boldest weight the theme uses: the range the font files are cut to. */
const weights = Object.values(fontWeight).map(Number);
export const fontWeightRange = { min: Math.min(...weights), max: Math.max(...weights) };

export const lineHeight = {
  tight: '1.15',
  snug: '1.3',
  normal: '1.55',
} as const;

export const shadow = {
  none: 'none',
  sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
  md: '0 4px 14px rgba(0, 0, 0, 0.10)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.18)',
  /** A control while pressed: sunk into the page (buttons, chips). */
  pressed: 'inset 0 2px 4px rgba(0, 0, 0, 0.2)',
} as const;

export const zIndex = {
  base: '0',
  raised: '1',
  topBar: '100',
  overlay: '200',
  modal: '300',
  toast: '400',
} as const;

export const motion = {
  fast: '120ms',
  normal: '200ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** One breakpoint: below it is "mobile", at or above it "desktop" (docs/behaviour.md "Phone-first shop"). */
export const breakpoint = { desktop: 768 } as const;

/** Phones under 375 px: the top bar's controls close up to stay whole (TopBar.css.ts). */
export const narrowBar = 'screen and (max-width: 374px)';

export const media = {
  mobile: `screen and (max-width: ${breakpoint.desktop - 1}px)`,
  desktop: `screen and (min-width: ${breakpoint.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  forcedColors: '(forced-colors: active)',
} as const;

/**
 * CSS system colours for forced-colours mode (Windows High Contrast): the user's own palette,
 * used so a chosen or disabled state still shows when author colours are removed.
 */
export const systemColor = {
  highlight: 'Highlight',
  highlightText: 'HighlightText',
  grayText: 'GrayText',
} as const;

/** A chosen state drawn in the user's highlight colours under forced colours. */
export const forcedChosen = {
  forcedColorAdjust: 'none',
  background: systemColor.highlight,
  color: systemColor.highlightText,
  borderColor: systemColor.highlight,
} as const;

/**
 * Container queries: a component that sits in columns of different widths lays itself out by the
 * room it actually has, not by the viewport (docs/behaviour.md "Layout at every width").
 */
export const container = {
  /** A cart line fits art, name, stepper, total and remove on one row from this width. */
  cartLineRow: '(min-width: 40rem)',
} as const;

export const layout = {
  maxWidth: '1200px',
  topBarHeight: '64px',
} as const;

/** The rules behind `visuallyHidden`, for styles that hide text only under a media query. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
