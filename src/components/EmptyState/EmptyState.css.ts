import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const block = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  textAlign: 'center',
  maxWidth: '480px',
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '72px',
  height: '72px',
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
});

export const heading = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.text,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const action = style({ marginTop: vars.space.xs });
