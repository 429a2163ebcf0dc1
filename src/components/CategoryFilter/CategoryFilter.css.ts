import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { chip as chipBase, input, label as chipLabel } from '../ChipRadio/ChipRadio.css';

export const label = style([
  chipLabel,
  { marginBottom: vars.space.xs, fontWeight: vars.fontWeight.semibold },
]);

export const chip = style([
  chipBase,
  {
    gap: vars.space.xxs,
    padding: `0 ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      [`${input}:hover + &`]: {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.borderStrong,
      },
      [`${input}:checked + &`]: {
        background: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.onAccent,
        fontWeight: vars.fontWeight.semibold,
      },
    },
  },
]);

/** The check mark on the chosen chip, so the choice does not rest on colour alone. */
export const check = style({
  display: 'none',
  selectors: {
    [`${input}:checked + ${chip} &`]: { display: 'block' },
  },
});
