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

/** Every token the components read through `vars`, in light mode: the contract takes its shape. */
const lightTokens = {
  color: palettes.light,
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

/**
 * The one theme contract, derived from the tokens (one CSS variable per token; the values are
 * filled in below). Components read tokens only through `vars`.
 */
export const vars = createThemeContract(lightTokens);

// Light is the base. Dark applies when chosen, or when the system asks for it and
// the visitor has not chosen light. public/theme-init.js sets data-color-mode before paint.
createGlobalTheme(':root', vars, lightTokens);
// Only the colours differ in dark mode: spacing, radii, type and motion stay as they are.
const darkColors = assignVars(vars.color, palettes.dark);
globalStyle(':root[data-color-mode="dark"]', { vars: darkColors });
globalStyle(':root:not([data-color-mode])', {
  '@media': { '(prefers-color-scheme: dark)': { vars: darkColors } },
});
globalStyle(':root', { colorScheme: 'light' });
globalStyle(':root[data-color-mode="dark"]', { colorScheme: 'dark' });
