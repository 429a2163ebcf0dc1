import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The surface every card sits on. */
export const surface = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

/** Artwork box: the SVG art is 4:3 (480×360); the box keeps that shape before it loads. */
export const media = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceMuted,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** Badges laid over the artwork's top corner. */
export const overlay = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  padding: vars.space.md,
});

export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const text = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

/** The purchase block (size, quantity, total, button) sits at the bottom, aligned across a row. */
export const purchase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
});

export const totalRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const totalLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const totalValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
