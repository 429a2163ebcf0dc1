import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

/** Potency and dosage first, then effects and terpenes: side by side on desktop. */
export const profile = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

/** Potency and dosage spans the row; effects and terpenes share the next one. */
export const wide = style({
  '@media': { [media.desktop]: { gridColumn: '1 / -1' } },
});

export const heading = style({
  fontSize: vars.fontSize.lg,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const term = style({
  color: vars.color.textMuted,
});

export const detail = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

/** A sentence rather than a figure: the body weight. */
export const detailText = style([detail, { fontWeight: vars.fontWeight.regular }]);

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  maxWidth: '65ch',
});

export const text = style({
  maxWidth: '65ch',
});

export const effects = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: 0,
  margin: 0,
});

export const effect = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const terpenes = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
});

export const terpeneName = style({
  fontWeight: vars.fontWeight.semibold,
});

export const terpeneNote = style({
  margin: 0,
  color: vars.color.textMuted,
});
