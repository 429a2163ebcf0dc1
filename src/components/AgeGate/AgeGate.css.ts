import { style } from '@vanilla-extract/css';
import { media } from '../../theme';
import { vars } from '../../theme/vars.css';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
  backdropFilter: 'blur(6px)',
  opacity: 0,
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&[data-enter]': { opacity: 1 } },
});

/** Fixed and centred over everything: opening or closing it never moves the page. */
export const dialog = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  margin: 'auto',
  width: `calc(100% - 2 * ${vars.space.md})`,
  maxWidth: '440px',
  height: 'fit-content',
  maxHeight: `calc(100% - 2 * ${vars.space.md})`,
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  textAlign: 'center',
  opacity: 0,
  transform: 'translateY(8px) scale(0.98)',
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}, transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-enter]': { opacity: 1, transform: 'none' },
    '&:focus-visible': { outline: 'none' },
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
