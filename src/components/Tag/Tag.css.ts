import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    borderRadius: vars.radius.pill,
    border: '1px solid transparent',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '0.02em',
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      bestSeller: {
        background: vars.color.highlightSoft,
        color: vars.color.onHighlightSoft,
        borderColor: vars.color.onHighlightSoft,
      },
      new: {
        background: vars.color.accentSoft,
        color: vars.color.onAccentSoft,
        borderColor: vars.color.onAccentSoft,
      },
      sale: { background: vars.color.sale, color: vars.color.onAccent },
    },
  },
  defaultVariants: { tone: 'new' },
});
