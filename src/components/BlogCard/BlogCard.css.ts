import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const byline = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.fontSize.sm,
});

export const author = style({
  fontWeight: vars.fontWeight.semibold,
});

export const date = style({
  color: vars.color.textMuted,
});

export const readMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '44px',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
