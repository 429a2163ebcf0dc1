import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const label = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
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

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
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
    [`${input}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/** The check mark on the chosen chip, so the choice does not rest on colour alone. */
export const check = style({
  display: 'none',
  selectors: {
    [`${input}:checked + ${chip} &`]: { display: 'block' },
  },
});
