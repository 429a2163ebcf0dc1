import { style } from '@vanilla-extract/css';
import { media } from '../../theme';
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
 * City, state and ZIP on one row on desktop. The state never gets less than the width its
 * "Select a state" needs with the chevron (10.5rem): in an iPad's form column, beside the summary,
 * an even share cut it to "Select a stat".
 */
export const cityRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(10.5rem, 2fr) minmax(0, 1.25fr)',
    },
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

/** Around the state's notice, for its focus alone: no box of its own, the section's gaps as before. */
export const noticeSlot = style({ display: 'contents' });
