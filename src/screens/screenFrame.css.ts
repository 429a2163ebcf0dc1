import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme';

/**
 * At least a screen tall in every state: the prerendered frame and what replaces it (the lines,
 * the form, the order, the empty state) follow each other without moving what comes below (the
 * footer starts under the fold). Shared by the cart, saved, checkout and order screens.
 */
export const screen = style({ minHeight: '100vh' });

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  '@media': { [media.desktop]: { paddingBlock: vars.space.xxl } },
});

export const title = style({ fontSize: vars.fontSize.xxxl });
