import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const wrap = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxxl,
  textAlign: 'center',
});

export const code = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(4rem, 18vw, 8rem)',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.accent,
});

export const message = style({ maxWidth: '44ch', color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
