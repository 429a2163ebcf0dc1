import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme';

export const page = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingBlock: vars.space.lg,
  '@media': { [media.desktop]: { gap: vars.space.xxxl, paddingBlock: vars.space.xl } },
});

export const strains = style({
  display: 'grid',
  gap: vars.space.lg,
});

export const strainsHeader = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  '@media': { [media.desktop]: { justifyItems: 'center', textAlign: 'center' } },
});

export const strainsTitle = style({
  fontSize: vars.fontSize.xxxl,
});

export const strainsIntro = style({
  maxWidth: '56ch',
  color: vars.color.textMuted,
});

export const strainGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
  margin: 0,
  padding: 0,
});

export const strainItem = style({
  // A grid cell stretches its card to the row's height, so the buttons line up.
  display: 'grid',
});
