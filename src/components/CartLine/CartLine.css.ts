import { style } from '@vanilla-extract/css';
import { container } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

/**
 * The line is its own size container: stacked (art, name, remove; then quantity and total) while
 * it is narrow, one row once it has the room, whatever the viewport (an iPad's cart column is
 * narrower than a phone held sideways).
 */
export const line = style({
  containerType: 'inline-size',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr) auto',
  gridTemplateAreas: '"thumb info remove" "qty qty total"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.sm,
  '@container': {
    [container.cartLineRow]: {
      gridTemplateColumns: '96px minmax(0, 1fr) auto 7.5rem auto',
      gridTemplateAreas: '"thumb info qty total remove"',
      columnGap: vars.space.lg,
    },
  },
});

export const thumb = style({
  gridArea: 'thumb',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const info = style({
  gridArea: 'info',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const name = style({
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
});

export const unit = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const quantity = style({
  gridArea: 'qty',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  justifySelf: 'start',
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
});

export const count = style({
  minWidth: '3ch',
  textAlign: 'center',
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const total = style({
  gridArea: 'total',
  justifySelf: 'end',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const remove = style({
  gridArea: 'remove',
  justifySelf: 'end',
  alignSelf: 'start',
  '@container': { [container.cartLineRow]: { alignSelf: 'center' } },
});
