import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme';

/**
 * Phones: the summary first (what is being bought, and the total), then the form.
 * Desktop: the form on the left and the summary on the right, sticky below the top bar.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)',
      gap: vars.space.xxl,
    },
  },
});

export const summary = style({
  '@media': {
    [media.desktop]: {
      gridColumn: 2,
      gridRow: 1,
      position: 'sticky',
      top: `calc(${vars.layout.topBarHeight} + ${vars.space.lg})`,
    },
  },
});

export const form = style({
  minWidth: 0,
  '@media': { [media.desktop]: { gridColumn: 1, gridRow: 1 } },
});
