import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, systemColor } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const heart = style({ flexShrink: 0 });

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: '44px',
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface,
    color: vars.color.text,
    fontWeight: vars.fontWeight.semibold,
    cursor: 'pointer',
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&[aria-pressed="true"]': {
        background: vars.color.accentSoft,
        color: vars.color.onAccentSoft,
        borderColor: vars.color.accent,
      },
      // Saved and hovered: the border thickens, so a pointer still sees the button answer.
      '&[aria-pressed="true"]:hover': { boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
      '&:active': { boxShadow: vars.shadow.pressed },
    },
    // Forced colours drop the fill behind a pressed button: the heart's own fill still shows it.
    '@media': {
      [media.forcedColors]: {
        selectors: { '&[aria-pressed="true"]': { borderColor: systemColor.highlight } },
      },
    },
  },
  variants: {
    look: {
      icon: { width: '44px', height: '44px', padding: 0, boxShadow: vars.shadow.sm },
      text: { padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { look: 'icon' },
});
