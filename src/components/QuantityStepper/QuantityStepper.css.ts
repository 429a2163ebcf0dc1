import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const control = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: vars.space.xxs,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface,
    width: 'fit-content',
  },
  variants: {
    size: {
      sm: { padding: 0 },
      md: {},
    },
  },
  defaultVariants: { size: 'md' },
});

export const input = recipe({
  base: {
    // Wide enough for two digits; the field clamps to 99.
    width: '3ch',
    boxSizing: 'content-box',
    padding: `0 ${vars.space.xxs}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    textAlign: 'center',
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm, minHeight: '28px' },
      md: { fontSize: vars.fontSize.md, minHeight: '36px' },
    },
  },
  defaultVariants: { size: 'md' },
});
