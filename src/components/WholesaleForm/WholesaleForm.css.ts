import { style } from '@vanilla-extract/css';
import { media } from '../../theme';
import { vars } from '../../theme/vars.css';

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
});

export const requiredNote = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const mark = style({ color: vars.color.danger });

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The message spans both columns. */
export const wide = style({
  '@media': { [media.desktop]: { gridColumn: '1 / -1' } },
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-start',
});
