import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

/** The bar's height, measured while it shows: the room the page keeps free below its content. */
export const barHeight = createVar();

/** The attribute on <html> while the bar shows. */
export const SHOWING_ATTRIBUTE = 'data-sticky-add';

// Below 768 px the page ends above the bar, and focus scrolled to is never left under it.
globalStyle(`html[${SHOWING_ATTRIBUTE}]`, {
  '@media': { [media.mobile]: { scrollPaddingBlockEnd: barHeight } },
});
globalStyle(`html[${SHOWING_ATTRIBUTE}] body`, {
  '@media': { [media.mobile]: { paddingBlockEnd: barHeight } },
});

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.topBar,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  paddingBlockEnd: `calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const summary = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const action = style({ flexShrink: 0 });
