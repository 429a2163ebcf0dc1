import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { chip, input, label as chipLabel } from '../ChipRadio/ChipRadio.css';

export const label = style([
  chipLabel,
  { marginBottom: vars.space.xxs, fontWeight: vars.fontWeight.medium },
]);

export const face = style([
  chip,
  {
    justifyContent: 'center',
    padding: `0 ${vars.space.sm}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      [`${input}:hover + &`]: { background: vars.color.surfaceMuted },
      // The checked size is shown by a thicker border and fill, not by colour alone.
      [`${input}:checked + &`]: {
        background: vars.color.accentSoft,
        color: vars.color.onAccentSoft,
        borderColor: vars.color.accent,
        boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
        fontWeight: vars.fontWeight.semibold,
      },
      // Chosen and hovered: the border thickens further, so a pointer still sees it answer.
      [`${input}:checked:hover + &`]: { boxShadow: `inset 0 0 0 2px ${vars.color.accent}` },
    },
  },
]);
