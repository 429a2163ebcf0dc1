import { style } from '@vanilla-extract/css';
import { forcedChosen, media } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

/**
 * A choice of one drawn as chips: a fieldset of native radios, each filling the chip it sits on.
 * SizePicker and CategoryFilter share these; each composes `label` and `chip` with its own look.
 */

export const root = style({
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** The legend; each picker adds its own spacing and weight. */
export const label = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const option = style({
  position: 'relative',
  display: 'inline-flex',
});

/**
 * The real radio, drawn as nothing (no native circle) but filling the chip, so it takes every
 * click, tap and focus; the chip beneath shows its state.
 */
export const input = style({
  appearance: 'none',
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    // The ring is drawn on the chip below.
    '&:focus-visible': { outline: 'none' },
  },
});

/** The chip under the radio: its size and text, and the radio's focus ring. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    [`${input}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
  // Forced colours drop fills and shadows: the chosen chip takes the user's highlight colours.
  '@media': {
    [media.forcedColors]: { selectors: { [`${input}:checked + &`]: forcedChosen } },
  },
});
