import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const price = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    columnGap: vars.space.xs,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.lg },
      lg: { fontSize: vars.fontSize.xxl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const current = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const sale = style([current, { color: vars.color.sale, textDecoration: 'none' }]);

export const original = style({
  fontSize: '0.8em',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  textDecorationThickness: '1px',
});
