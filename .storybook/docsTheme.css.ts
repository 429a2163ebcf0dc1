import { assignVars, style } from '@vanilla-extract/css';
import { vars } from '../src/theme/vars.css';
import { palettes } from '../src/theme/tokens';

/**
 * A docs page shows all of a component's stories on one page, so a story's theme cannot go on
 * <html> there (a Dark story would turn the whole page dark). Each story gets its own box
 * carrying its theme's colour tokens instead (.storybook/preview.tsx, withTheme).
 */
const themeBox = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
});

export const docsTheme = {
  light: style([themeBox, { vars: assignVars(vars.color, palettes.light), colorScheme: 'light' }]),
  dark: style([themeBox, { vars: assignVars(vars.color, palettes.dark), colorScheme: 'dark' }]),
};
