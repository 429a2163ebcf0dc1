import { style } from '@vanilla-extract/css';
import { popoverSurface } from '../../theme/shared.css';
import { vars } from '../../theme/vars.css';
import { media, narrowBar, systemColor } from '../../theme/tokens';
import { visuallyHiddenRules } from '../VisuallyHidden/VisuallyHidden.css';

export const bar = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.topBar,
  height: vars.layout.topBarHeight,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

/**
 * Below 375 px the bar's controls (search, theme, saved, cart, Menu) close up, 38 px each and the
 * theme's faces 28 px, so all of them stay whole on screen down to 320 px (docs/behaviour.md
 * "Layout at every width").
 */

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  height: '100%',
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [narrowBar]: { paddingInline: vars.space.sm, gap: vars.space.xs } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  marginInlineEnd: 'auto',
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});

export const brandMark = style({ color: vars.color.accent });

/**
 * On phones (below 480 px, or text spacing enlarged) the wordmark gives way first: the leaf stays
 * as the home link and the name stays its accessible name, so the search button, theme switch,
 * saved, cart and Menu button all stay whole on screen (docs/behaviour.md "Layout at every width").
 */
export const brandName = style({
  '@media': { 'screen and (max-width: 479px)': visuallyHiddenRules },
});

export const desktopNav = style({
  '@media': { [media.mobile]: { display: 'none' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      color: vars.color.onAccentSoft,
      background: vars.color.accentSoft,
      fontWeight: vars.fontWeight.semibold,
    },
    // The current page's link still answers the pointer: it opens the page afresh.
    '&[aria-current="page"]:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  '@media': { [narrowBar]: { gap: '2px' } },
});

export const iconControl = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { background: vars.color.accentSoft, color: vars.color.onAccentSoft },
  },
  '@media': { [narrowBar]: { width: '38px', height: '38px' } },
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineEnd: '0',
  minWidth: '20px',
  height: '20px',
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '20px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  // Forced colours drop the fill: a border keeps the count's pill visible.
  '@media': { [media.forcedColors]: { outline: `1px solid ${systemColor.highlight}` } },
});

export const menuButton = style([
  iconControl,
  { '@media': { [media.desktop]: { display: 'none' } } },
]);

/** The mobile menu: fixed just below the bar, at the right; edge to edge (minus gutters) on small phones. */
export const menuPanel = style([
  popoverSurface,
  {
    position: 'fixed',
    insetBlockStart: `calc(${vars.layout.topBarHeight} + ${vars.space.xs})`,
    insetInlineEnd: vars.space.md,
    zIndex: vars.zIndex.overlay,
    width: '280px',
    maxHeight: `calc(100dvh - ${vars.layout.topBarHeight} - ${vars.space.xl})`,
    outline: 'none',
    '@media': {
      'screen and (max-width: 479px)': { insetInlineStart: vars.space.md, width: 'auto' },
    },
  },
]);

export const menuList = style({
  display: 'grid',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const menuLink = style([
  navLink,
  { width: '100%', minHeight: '48px', fontSize: vars.fontSize.lg, borderRadius: vars.radius.md },
]);
