import { style } from '@vanilla-extract/css';
import { media } from '../../theme';
import { vars } from '../../theme/vars.css';

export const box = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.accentSoft,
  color: vars.color.text,
  '@media': { [media.desktop]: { padding: vars.space.xl } },
});

export const header = style({ display: 'grid', gap: vars.space.xs });

export const heading = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.onAccentSoft,
});

export const copy = style({ color: vars.color.text, maxWidth: '60ch' });

export const form = style({ display: 'grid', gap: vars.space.sm });

export const field = style({ display: 'grid', gap: vars.space.xxs });

/** Email and button side by side from the breakpoint up, stacked on phones. */
export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto', maxWidth: '560px' },
  },
});
