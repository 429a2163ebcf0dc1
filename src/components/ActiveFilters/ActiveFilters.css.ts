import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const list = style({
  display: 'contents',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '40px',
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:active': { boxShadow: vars.shadow.pressed },
  },
});

export const clear = style({
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.accent },
    '&:active': { boxShadow: vars.shadow.pressed },
  },
});
