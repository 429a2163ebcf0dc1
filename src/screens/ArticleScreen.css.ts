import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../theme';

export const page = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingBlock: vars.space.xl,
  '@media': { [media.desktop]: { paddingBlock: vars.space.xxl } },
});

export const article = style({ display: 'grid', gap: vars.space.lg });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  justifySelf: 'start',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const header = style({ display: 'grid', gap: vars.space.sm });

export const category = style({
  justifySelf: 'start',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  '@media': { [media.desktop]: { fontSize: vars.fontSize.xxxl } },
});

export const byline = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const bylineItem = style({
  selectors: {
    '& + &::before': { content: '"·"', marginInlineEnd: vars.space.xs },
  },
});

export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const body = style({
  display: 'grid',
  gap: vars.space.md,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
});

globalStyle(`${body} h2`, {
  marginTop: vars.space.md,
  fontSize: vars.fontSize.xl,
});

globalStyle(`${body} ul`, {
  display: 'grid',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.lg,
});

export const more = style({ display: 'grid', gap: vars.space.lg });

export const moreTitle = style({ fontSize: vars.fontSize.xl });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
