import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme';

export const intro = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const lead = style({
  maxWidth: '60ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const posts = style({ display: 'grid', gap: vars.space.lg });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const empty = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
