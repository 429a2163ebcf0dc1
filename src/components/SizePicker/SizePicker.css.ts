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
  marginBottom: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
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

export const face = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
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
    [`${input}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
