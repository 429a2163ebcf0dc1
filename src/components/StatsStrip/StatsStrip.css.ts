import { style } from '@vanilla-extract/css';
import { media } from '../../theme';
import { vars } from '../../theme/vars.css';

export const strip = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.lg} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  background: vars.color.hero,
  color: vars.color.onHero,
  '@media': { [media.desktop]: { gap: vars.space.lg, padding: vars.space.xl } },
});

/** Value above label on screen; in the markup the term (label) comes first, as <dl> requires. */
export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: vars.space.xxs,
  textAlign: 'center',
});

export const value = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.onHero,
  '@media': { [media.desktop]: { fontSize: vars.fontSize.xxxl } },
});

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.onHero,
  '@media': { [media.desktop]: { fontSize: vars.fontSize.md } },
});
