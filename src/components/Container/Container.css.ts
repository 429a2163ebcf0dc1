import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { media } from '../../theme/tokens';

export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [media.desktop]: { paddingInline: vars.space.lg } },
});

export const narrow = style({ maxWidth: '760px' });
