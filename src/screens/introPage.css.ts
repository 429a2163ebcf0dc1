import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme';

/** A page that opens with an introduction (the blog, wholesale): roomier than the cart's. */
export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  '@media': { [media.desktop]: { gap: vars.space.xxl, paddingBlock: vars.space.xxl } },
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  '@media': { [media.desktop]: { fontSize: vars.fontSize.xxxl } },
});
