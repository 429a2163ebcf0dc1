import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
});

/** A sheet at the inline end, full height; the whole width of a phone. */
export const sheet = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(100%, 440px)',
  height: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  borderInlineStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const heading = style({
  margin: 0,
  marginInlineEnd: 'auto',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
});

export const count = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.successSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const noticeIcon = style({ flexShrink: 0, color: vars.color.success });

/** The lines scroll; the header and the summary stay. */
export const body = style({
  flex: '1 1 auto',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.md,
});

export const lines = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const pending = style({
  margin: 0,
  color: vars.color.textMuted,
});

/** Checkout and View cart side by side; one above the other when the sheet is narrow. */
export const footer = style({
  flexShrink: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  paddingBlockEnd: `calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
