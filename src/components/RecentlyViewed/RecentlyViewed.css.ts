import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const section = style({
  display: 'grid',
  // minmax(0, …): the row scrolls inside its own width instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

/**
 * One row that scrolls sideways; each tile keeps a readable width. Positioned, so the prices'
 * visually hidden words (absolute) scroll with it rather than widening the page.
 */
export const row = style({
  position: 'relative',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(140px, 180px)',
  gap: vars.space.md,
  overflowX: 'auto',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
  listStyle: 'none',
  scrollSnapType: 'x proximity',
});

export const tile = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  minWidth: 0,
  scrollSnapAlign: 'start',
});

export const link = style({
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { color: vars.color.accent, textDecoration: 'underline' },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const name = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
