import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme';

/** Lines on the left and the summary on the right from the desktop breakpoint. */
export const layout = style({
  display: 'grid',
  // minmax(0, …): an 'auto' track grows to its widest content and pushes the page sideways
  // at 320 px with WCAG text spacing.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)' },
  },
});

export const lines = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
});

export const summary = style({
  '@media': {
    [media.desktop]: {
      position: 'sticky',
      top: `calc(${vars.layout.topBarHeight} + ${vars.space.lg})`,
    },
  },
});

export const empty = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
});
