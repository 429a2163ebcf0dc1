import { style } from '@vanilla-extract/css';
import { media } from '../../theme';
import { vars } from '../../theme/vars.css';

export const confirmation = style({
  display: 'grid',
  gap: vars.space.lg,
});

export const intro = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
});

export const badge = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.pill,
  background: vars.color.successSoft,
  color: vars.color.success,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.desktop]: { fontSize: vars.fontSize.xxxl } },
});

export const lede = style({ color: vars.color.textMuted, maxWidth: '60ch' });

/** Phones: the order's number and address, the ways on, then the lines. Desktop: side by side. */
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

export const details = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
});

export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const fact = style({
  display: 'grid',
  gap: vars.space.xxs,
});

export const term = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const value = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const orderNumber = style([
  value,
  { fontSize: vars.fontSize.lg, fontVariantNumeric: 'tabular-nums' },
]);

/** Phones: one full-width way on per row, easy to hit; wider screens: a row. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const summary = style({ minWidth: 0 });
