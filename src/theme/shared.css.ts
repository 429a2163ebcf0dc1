import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** A small soft-green pill for a word of context: a post's category, a cart line's size. */
export const softPill = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});
