import {
  assignVars,
  createGlobalTheme,
  createThemeContract,
  globalStyle,
} from '@vanilla-extract/css';
import {
  fontFamily,
  fontSize,
  fontWeight,
  layout,
  lineHeight,
  motion,
  palettes,
  radius,
  shadow,
  space,
  zIndex,
} from './tokens';

const colorContract = Object.fromEntries(
  Object.keys(palettes.light).map((name) => [name, null]),
) as Record<keyof typeof palettes.light, null>;

/** The one theme contract. Components read tokens only through `vars`. */
export const vars = createThemeContract({
  color: colorContract,
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  radius: { none: null, sm: null, md: null, lg: null, pill: null },
  font: { body: null, display: null },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
    display: null,
  },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  lineHeight: { tight: null, snug: null, normal: null },
  shadow: { none: null, sm: null, md: null, lg: null },
  zIndex: { base: null, raised: null, topBar: null, overlay: null, modal: null, toast: null },
  motion: { fast: null, normal: null, easing: null },
  layout: { maxWidth: null, topBarHeight: null },
});

const shared = {
  space,
  radius,
  font: fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  shadow,
  zIndex,
  motion,
  layout,
};

const lightTokens = { ...shared, color: palettes.light };
const darkTokens = { ...shared, color: palettes.dark };

// Light is the base. Dark applies when chosen, or when the system asks for it and
// the visitor has not chosen light. public/theme-init.js sets data-color-mode before paint.
createGlobalTheme(':root', vars, lightTokens);
globalStyle(':root[data-color-mode="dark"]', { vars: assignVars(vars, darkTokens) });
globalStyle(':root:not([data-color-mode])', {
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars, darkTokens) } },
});
globalStyle(':root', { colorScheme: 'light' });
globalStyle(':root[data-color-mode="dark"]', { colorScheme: 'dark' });
