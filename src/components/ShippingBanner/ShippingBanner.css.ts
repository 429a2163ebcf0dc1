import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.highlightSoft,
  color: vars.color.onHighlightSoft,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
});

export const icon = style({ flexShrink: 0 });

export const text = style({ textWrap: 'balance' });
