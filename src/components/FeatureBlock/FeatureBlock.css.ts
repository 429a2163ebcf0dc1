import { style } from '@vanilla-extract/css';
import { media } from '../../theme';
import { vars } from '../../theme/vars.css';

export const block = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  maxWidth: '720px',
  marginInline: 'auto',
  padding: `${vars.space.xl} 0`,
  textAlign: 'left',
  '@media': {
    [media.desktop]: {
      justifyItems: 'center',
      textAlign: 'center',
      padding: `${vars.space.xxl} 0`,
    },
  },
});

export const heading = style({
  fontSize: vars.fontSize.xxxl,
  color: vars.color.text,
});

export const copy = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: '60ch',
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
