import { style } from '@vanilla-extract/css';
import { vars } from '../theme';
import { productGrid } from '../theme/shared.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const count = style({ color: vars.color.textMuted });

export const grid = productGrid;

/** A cell stretches its card to the row's height, so the buttons line up. */
export const gridItem = style({ display: 'grid', minWidth: 0 });

export const empty = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
});
