import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

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
