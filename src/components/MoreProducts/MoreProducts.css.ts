import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const block = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
});

export const progress = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
