import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const block = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const heading = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.text,
});

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
  alignItems: 'start',
  color: vars.color.text,
});

export const check = style({
  display: 'grid',
  placeItems: 'center',
  width: '24px',
  height: '24px',
  marginTop: '0.05em',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
});
