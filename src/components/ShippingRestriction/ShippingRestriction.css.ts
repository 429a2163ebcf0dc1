import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const notice = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  borderLeftWidth: '6px',
  background: vars.color.dangerSoft,
  color: vars.color.text,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const icon = style({
  flexShrink: 0,
  color: vars.color.danger,
});

export const items = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
