import { style } from '@vanilla-extract/css';
import { forcedChosen, media, narrowBar } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

/** A small segmented control: a pill holding three icon buttons. */
export const group = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  minInlineSize: 0,
  margin: 0,
  padding: '2px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
});

export const hidden = visuallyHidden;

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  cursor: 'pointer',
});

/** The real radio: kept in the accessibility tree and the tab order, drawn by `face`. */
export const input = style([visuallyHidden]);

export const face = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  transition: `background ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${option}:hover ${input}:not(:checked) + &`]: {
      color: vars.color.text,
      background: vars.color.surface,
    },
    [`${input}:checked + &`]: {
      color: vars.color.onAccent,
      background: vars.color.accent,
    },
    // The chosen theme hovered: a deeper green, as a chosen chip does.
    [`${option}:hover ${input}:checked + &`]: { background: vars.color.accentHover },
    [`${input}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
  '@media': {
    // The top bar closes up on the narrowest phones (TopBar.css.ts).
    [narrowBar]: { width: '28px', height: '28px' },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    // Forced colours drop the fill: the chosen theme takes the user's highlight colours.
    [media.forcedColors]: { selectors: { [`${input}:checked + &`]: forcedChosen } },
  },
});
