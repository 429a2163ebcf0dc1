import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// The backdrop and the header are the cart drawer's: the two sheets look alike.
export { backdrop, count, header, heading } from '../CartDrawer/CartDrawer.css';

/** A sheet from the bottom edge, up to most of the screen's height; the lists scroll. */
export const sheet = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: '88dvh',
  background: vars.color.background,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const body = style({
  flex: '1 1 auto',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.md,
});

export const footer = style({
  flexShrink: 0,
  display: 'flex',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  paddingBlockEnd: `calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/**
 * "Clear all" keeps its words on one line; "Show N products" takes the rest, and wraps rather than
 * push past the screen's edge on the narrowest phones. Both keep the large buttons' height with
 * less padding at their sides: two of them share a 320 px row.
 */
globalStyle(`${footer} > *`, { paddingInline: vars.space.md });
globalStyle(`${footer} > :first-child`, { whiteSpace: 'nowrap', flexShrink: 0 });
globalStyle(`${footer} > :last-child`, { flex: '1 1 auto', minWidth: 0 });
