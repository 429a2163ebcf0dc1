import { style } from '@vanilla-extract/css';
import { media } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { chip as chipBase, input, label as chipLabel } from '../ChipRadio/ChipRadio.css';

export const label = style([
  chipLabel,
  { marginBottom: vars.space.xs, fontWeight: vars.fontWeight.semibold },
]);

/** On phones the legend is read, not shown: the chips say what they are, and space is short. */
export const labelPhone = style({
  '@media': {
    [media.mobile]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

/**
 * Phones: one row that scrolls sideways (docs/behaviour.md "Phone-first shop"), so the products
 * start on the first screen; the padding keeps the focus ring inside the scrolling box. Desktop:
 * wrapping rows.
 */
export const row = style({
  '@media': {
    [media.mobile]: {
      flexWrap: 'nowrap',
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollbarWidth: 'thin',
      padding: vars.space.xxs,
    },
  },
});

export const chip = style([
  chipBase,
  {
    gap: vars.space.xxs,
    padding: `0 ${vars.space.md}`,
    whiteSpace: 'nowrap',
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
      // Chosen and hovered: a deeper green, so a pointer still sees the chip answer.
      [`${input}:checked:hover + &`]: {
        background: vars.color.accentHover,
        borderColor: vars.color.accentHover,
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

/** The count after the label, quieter than it. */
export const count = style({
  fontWeight: vars.fontWeight.regular,
  fontVariantNumeric: 'tabular-nums',
});
