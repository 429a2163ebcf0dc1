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
  // A layer of its own for painting: a change in the top bar (a keystroke in its search, the
  // suggestions drawn) then repaints the bar alone, and the screen's paint is reused whole. Without
  // it every frame walked the whole page: a keystroke's paint on /shop took 5 to 9 ms on a 4x
  // slowed CPU, under 1 ms with it (docs/performance.md "Search as you type"). A stacking
  // context too, so nothing in a screen can rise over the top bar; overlays are portaled out of it.
  isolation: 'isolate',
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
