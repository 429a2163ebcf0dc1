import { style } from '@vanilla-extract/css';
import { media } from '../../theme';
import { vars } from '../../theme/vars.css';

export const block = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  textAlign: 'center',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  '@media': { [media.desktop]: { padding: `${vars.space.xxxl} ${vars.space.xxl}` } },
});

export const heading = style({
  fontSize: vars.fontSize.xxxl,
  color: vars.color.text,
});

export const copy = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: '52ch',
});
