import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const main = style({
  flex: 1,
  // The footer starts below the fold, so a screen arriving after its chunk loads shifts nothing.
  minHeight: '100vh',
  paddingTop: vars.layout.topBarHeight,
  outline: 'none',
});

export const skipLink = style({
  position: 'fixed',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
