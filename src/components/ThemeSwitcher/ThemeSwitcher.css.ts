import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceMuted } },
});

export const menu = style({
  zIndex: vars.zIndex.overlay,
  minWidth: '168px',
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-active-item]': { background: vars.color.surfaceMuted },
    '&[aria-checked="true"]': { fontWeight: vars.fontWeight.semibold },
  },
});

export const check = style({
  marginInlineStart: 'auto',
  color: vars.color.accent,
  selectors: { [`${item}:not([aria-checked="true"]) &`]: { visibility: 'hidden' } },
});
