import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** In the place of the section it stands for, on the same muted card. */
export const notice = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  lineHeight: 1.5,
});

export const icon = style({
  flexShrink: 0,
  marginBlockStart: '0.15em',
  color: vars.color.textMuted,
});
