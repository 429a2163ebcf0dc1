import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const certificate = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '720px',
  marginInline: 'auto',
  marginBlock: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    [media.desktop]: { padding: vars.space.xl },
    print: { border: 'none', padding: 0, margin: 0, maxWidth: 'none', background: 'none' },
  },
});

export const header = style({
  display: 'grid',
  gap: vars.space.xxs,
});

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const title = style({
  fontSize: vars.fontSize.xxl,
});

export const note = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/** Print and back: on screen only. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { print: { display: 'none' } },
});

// Printing the certificate prints the certificate alone: no top bar, footer or toasts, black on white.
globalStyle('body:has([data-lab-certificate]) :has(> main) > :not(main)', {
  '@media': { print: { display: 'none' } },
});
globalStyle('body:has([data-lab-certificate])', {
  '@media': { print: { background: 'white', color: 'black' } },
});
