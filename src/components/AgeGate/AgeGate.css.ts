import { fallbackVar, style } from '@vanilla-extract/css';
import { media } from '../../theme';
import { vars } from '../../theme/vars.css';

/**
 * A modal `<dialog>` in the browser's top layer, centred over everything: opening or closing it
 * never moves the page. Shown at once, with no fade, so the first paint is final.
 */
export const dialog = style({
  position: 'fixed',
  inset: 0,
  margin: 'auto',
  width: `calc(100% - 2 * ${vars.space.md})`,
  maxWidth: '440px',
  // Safari's engine hands a grid's spare height to its rows (a full-screen gate with stretched
  // buttons): the rows pack at the top and the box is as tall as they are, in every engine.
  height: 'fit-content',
  alignContent: 'start',
  maxHeight: `calc(100% - 2 * ${vars.space.md})`,
  overflowY: 'auto',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  textAlign: 'center',
  selectors: {
    // Only while open: a closed <dialog> keeps the browser's display: none.
    '&[open]': { display: 'grid' },
    // A prerendered page before the app has run: public/theme-init.js marks a visitor who has not
    // confirmed, and the gate shows over the page from the first paint, where the modal will be.
    'html[data-age-gate="open"] &:not([open])': {
      display: 'grid',
      zIndex: 2147483647,
      boxShadow: `${vars.shadow.lg}, 0 0 0 100vmax ${fallbackVar(vars.color.overlay, 'rgba(12, 16, 12, 0.72)')}`,
    },
    '&:focus-visible': { outline: 'none' },
    // Older browsers do not pass custom properties to ::backdrop: a fixed dark veil stands in.
    // The same veil as the prerendered gate's, unblurred: hydrating changes nothing on screen, and
    // a phone spends no frames blurring the page behind.
    '&::backdrop': {
      background: fallbackVar(vars.color.overlay, 'rgba(12, 16, 12, 0.72)'),
    },
  },
  '@media': { [media.desktop]: { padding: vars.space.xl } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  justifySelf: 'center',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
});

export const brandMark = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
});

export const heading = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.text,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const copy = style({ display: 'grid', gap: vars.space.xs });

export const actions = style({
  display: 'grid',
  gap: vars.space.sm,
});

export const fineprint = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
