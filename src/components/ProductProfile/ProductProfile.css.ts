import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';
import { factDetail, softPill } from '../../theme/shared.css';

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

/** Figures in the body colour and weight that stands out; sentences in the regular weight. */
export const figure = style([
  factDetail,
  { fontWeight: vars.fontWeight.semibold, color: vars.color.text },
]);
export const sentence = style([factDetail, { fontWeight: vars.fontWeight.regular }]);

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

/** An effect: the catalogue's soft pill, a step larger than a card's. */
export const effect = style([softPill, { fontSize: vars.fontSize.sm }]);

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
