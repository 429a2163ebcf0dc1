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

/** A two-column description list of short facts: a muted term, its value beside it. */
export const factList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const factTerm = style({
  color: vars.color.textMuted,
});

export const factDetail = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

/** A panel that opens over the page under its control: the phone menu, the search suggestions. */
export const popoverSurface = style({
  overflowY: 'auto',
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

/** The product cards' grid (the shop, the saved list): as many 260 px columns as fit. */
export const productGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  padding: 0,
  margin: 0,
});
