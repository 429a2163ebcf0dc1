import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// The same bare fieldset as the chip pickers'.
export { root } from '../ChipRadio/ChipRadio.css';

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'grid' });

/** A row at least 40 px tall: the whole row is the box's target. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  cursor: 'pointer',
  selectors: {
    '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const box = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'inherit',
});

export const label = style({
  flex: '1 1 auto',
  selectors: {
    // The row under the pointer, where a press would tick it: its name underlined (not when no
    // product is left to tick).
    [`${option}:hover:not(:has(input:disabled)) &`]: {
      textDecoration: 'underline',
      textUnderlineOffset: '0.2em',
    },
  },
});

/** The count, a quiet number at the row's end. */
export const count = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const description = style({
  margin: 0,
  marginBottom: vars.space.xs,
  paddingInlineStart: `calc(20px + ${vars.space.xs})`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/** '18–24%' is one word to a reader: never broken at its dash. */
export const part = style({ whiteSpace: 'nowrap' });
