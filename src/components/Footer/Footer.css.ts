import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { media } from '../../theme/tokens';

export const footer = style({
  marginTop: vars.space.xxxl,
  paddingBlock: vars.space.xxl,
  background: vars.color.hero,
  color: vars.color.onHero,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: '2fr 1fr 1fr' } },
});

export const brand = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.xs,
});

export const notice = style({
  maxWidth: '52ch',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const heading = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  marginBottom: vars.space.sm,
});

export const links = style({
  display: 'grid',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const link = style({
  color: vars.color.onHero,
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  selectors: { '&:hover': { textDecorationColor: 'currentColor' } },
});

export const bottom = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.md,
  borderTop: `1px solid color-mix(in srgb, ${vars.color.onHero} 25%, transparent)`,
  fontSize: vars.fontSize.sm,
});

// The theme's blue focus ring is too faint on the dark footer: it takes the footer's text colour.
globalStyle(`${footer} :focus-visible`, { outlineColor: vars.color.onHero });
