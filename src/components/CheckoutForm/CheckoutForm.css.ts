import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme';
import { container } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const form = style({
  display: 'grid',
  gap: vars.space.xl,
  minWidth: 0,
});

export const intro = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** Two fields side by side on desktop (first and last name). */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/**
 * City, state and ZIP, laid out by the room the form column really has (an iPad's is narrower than
 * a phone held sideways): stacked, then the city above state and ZIP, then one line. On one line
 * in a narrow column, the state's "Select a state" was cut to "Select a stat".
 */
export const cityRowFrame = style({ containerType: 'inline-size' });

export const cityRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@container': {
    [container.cityRowTwoLines]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [container.cityRowOneLine]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1.25fr)',
    },
  },
});

/** On two lines, the city (the first field) takes the whole first line. */
globalStyle(`${cityRow} > :first-child`, {
  '@container': {
    [container.cityRowTwoLines]: { gridColumn: '1 / -1' },
    [container.cityRowOneLine]: { gridColumn: 'auto' },
  },
});

/** Expiry and CVV are short: side by side at every width. */
export const cardRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});

export const sectionNote = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const legalText = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const actions = style({
  display: 'grid',
  gap: vars.space.xs,
});

export const actionHint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});
