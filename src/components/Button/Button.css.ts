import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, systemColor } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1.2,
    textDecoration: 'none',
    cursor: 'pointer',
    // Labels wrap rather than push a 320 px page sideways (WCAG 1.4.10 reflow, with text spacing).
    textAlign: 'center',
    overflowWrap: 'anywhere',
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress' },
      // Pressed: sunk into the page while the press lasts, in every variant.
      '&:active:not(:disabled):not([aria-disabled="true"])': {
        boxShadow: vars.shadow.pressed,
      },
    },
    // Forced colours ignore opacity: a disabled button is drawn in the system's disabled colour.
    '@media': {
      [media.forcedColors]: {
        selectors: {
          '&:disabled, &[aria-disabled="true"]': {
            color: systemColor.grayText,
            borderColor: systemColor.grayText,
          },
        },
      },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.accentHover,
          },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.surfaceMuted,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.surfaceMuted,
          },
        },
      },
    },
    size: {
      sm: { minHeight: '36px', padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      md: { minHeight: '44px', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
      lg: { minHeight: '52px', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    iconOnly: {
      true: { padding: 0, aspectRatio: '1', borderRadius: vars.radius.pill },
      false: {},
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false, fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
