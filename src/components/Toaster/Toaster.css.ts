import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

/** Fixed over the page, so toasts never push content around. Clicks pass through the gaps. */
export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: vars.space.sm,
  bottom: vars.space.sm,
  pointerEvents: 'none',
  '@media': {
    [media.desktop]: {
      insetInlineStart: 'auto',
      insetInlineEnd: vars.space.lg,
      bottom: vars.space.lg,
      width: '380px',
    },
  },
});

/** Moved to the top while the focused element would sit under the toasts (WCAG 2.4.11). */
export const regionTop = style({
  bottom: 'auto',
  top: vars.space.sm,
  '@media': {
    [media.desktop]: { bottom: 'auto', top: vars.space.lg },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.sm})` },
  to: { opacity: 1, transform: 'none' },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto auto',
    alignItems: 'start',
    gap: vars.space.sm,
    padding: vars.space.sm,
    paddingInlineStart: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space.xxs,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
      },
    },
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.color.success },
      info: { borderInlineStartColor: vars.color.accent },
      error: { borderInlineStartColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'success' },
});

export const icon = recipe({
  base: { marginTop: '2px' },
  variants: {
    tone: {
      success: { color: vars.color.success },
      info: { color: vars.color.accent },
      error: { color: vars.color.danger },
    },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingBlock: vars.space.xxs,
});

export const title = style({
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
});
