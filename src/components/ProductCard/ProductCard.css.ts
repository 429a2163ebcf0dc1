import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The card holds the Save toggle, which sits over the artwork's top corner. */
export const card = style({ position: 'relative' });

export const save = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
});

/** Many tags wrap before the Save toggle's corner rather than under it. */
export const tags = style({
  insetInlineEnd: `calc(${vars.space.sm} * 2 + 44px)`,
});

export const imageLink = style({
  display: 'block',
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { opacity: 0.92 } },
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
});

export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.accent, textDecoration: 'underline' },
  },
});

/** Strain type and potency: text in the body colour; a device's empty line takes no room. */
export const facts = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:empty': { display: 'none' } },
});
