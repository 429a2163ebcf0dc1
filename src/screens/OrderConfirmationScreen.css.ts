import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme';

/** At least a screen tall, so the order replacing the prerendered frame moves nothing below. */
export const screen = style({ minHeight: '100vh' });

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  '@media': { [media.desktop]: { paddingBlock: vars.space.xxl } },
});

export const title = style({
  fontSize: vars.fontSize.xxxl,
});
