import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme';

export const page = style({
  display: 'grid',
  // minmax(0, …): an 'auto' track would grow to the recently viewed row's full width.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxl,
  paddingBlock: vars.space.xl,
  '@media': { [media.desktop]: { paddingBlock: vars.space.xxl, gap: vars.space.xxxl } },
});

/** Artwork beside the details from the desktop breakpoint; stacked on phones. */
export const main = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xxl },
  },
});

export const artwork = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  '@media': {
    [media.desktop]: {
      position: 'sticky',
      top: `calc(${vars.layout.topBarHeight} + ${vars.space.lg})`,
    },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const tags = style({
  position: 'absolute',
  insetBlockStart: vars.space.md,
  insetInlineStart: vars.space.md,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
});

export const info = style({
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
});

export const titleBlock = style({
  display: 'grid',
  gap: vars.space.xs,
});

export const category = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const title = style({
  fontSize: vars.fontSize.xxxl,
});

export const sectionHeading = style({
  fontSize: vars.fontSize.lg,
  marginBottom: vars.space.xs,
});

export const bodyText = style({
  color: vars.color.textMuted,
  maxWidth: '60ch',
});

export const purchase = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const shippingNote = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const shippingIcon = style({
  flexShrink: 0,
  color: vars.color.accent,
});

export const backLink = style({
  justifySelf: 'start',
});

/** Suggested Use and Ingredients: side by side on desktop. */
export const details = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const detailCard = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const ingredients = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
});

export const related = style({
  display: 'grid',
  gap: vars.space.lg,
});

export const relatedTitle = style({
  fontSize: vars.fontSize.xxl,
});

export const relatedGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  padding: 0,
  margin: 0,
});

export const relatedItem = style({
  // A grid cell stretches its card to the row's height, so the buttons line up.
  display: 'grid',
});
