import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const section = style({
  display: 'grid',
  gap: vars.space.md,
});

export const heading = style({
  fontSize: vars.fontSize.lg,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  paddingBlockEnd: vars.space.xs,
});

export const cell = style({
  textAlign: 'start',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const numberCell = style([cell, { textAlign: 'end' }]);

export const totalRow = style({
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surfaceMuted,
});

export const pass = style({
  color: vars.color.success,
  fontWeight: vars.fontWeight.semibold,
});

export const note = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
