import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme';

export const intro = style({ display: 'grid', gap: vars.space.sm });

export const lead = style({
  maxWidth: '65ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

/** Stacked on phones; on desktop the requirements sit beside the form. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      gap: vars.space.xxl,
    },
  },
});

export const formPanel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [media.desktop]: { padding: vars.space.xl } },
});

export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionTitle = style({ fontSize: vars.fontSize.xxl });

export const formLead = style({ color: vars.color.textMuted });
