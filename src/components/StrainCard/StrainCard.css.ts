import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.success,
  border: `1px solid ${vars.color.success}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  boxShadow: vars.shadow.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const meta = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const effects = style({
  marginBlockStart: vars.space.xs,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

export const priceRow = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

export const perSize = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
