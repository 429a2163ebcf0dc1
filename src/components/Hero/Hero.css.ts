import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme';
import { vars } from '../../theme/vars.css';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.hero,
  color: vars.color.onHero,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  '@media': { [media.desktop]: { padding: `${vars.space.xxxl} ${vars.space.xxl}` } },
});

/** A soft glow and a large leaf behind the words: decoration only. */
export const art = style({
  position: 'absolute',
  right: '-6%',
  bottom: '-18%',
  width: '55%',
  maxWidth: '420px',
  height: 'auto',
  color: vars.color.onHero,
  opacity: 0.08,
  pointerEvents: 'none',
});

export const content = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  maxWidth: '640px',
});

export const tagline = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.onHero}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.onHero,
});

export const heading = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.onHero,
});

export const lede = style({
  fontSize: vars.fontSize.lg,
  maxWidth: '52ch',
  color: vars.color.onHero,
});

export const actions = style({ marginTop: vars.space.xs });

/**
 * The hero's button is light on the dark hero in both themes: the accent green would barely
 * stand out from it. Doubled `&&` outranks the Button recipe's own colours.
 */
export const cta = style({
  selectors: {
    '&&': { background: vars.color.onHero, color: vars.color.hero },
    '&&:hover:not(:disabled):not([aria-disabled="true"])': {
      background: vars.color.onHero,
      filter: 'brightness(0.9)',
    },
  },
});

// The theme's blue focus ring is too dark to see on the hero.
globalStyle(`${hero} :focus-visible`, { outlineColor: vars.color.onHero });
