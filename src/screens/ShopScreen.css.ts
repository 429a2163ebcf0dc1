import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../theme';
import { productGrid } from '../theme/shared.css';
import { visuallyHiddenRules } from '../theme/tokens';

/**
 * Phones: one column (header, category chips, search and sort, Filters, banner, products).
 * Desktop: the filter form in a sidebar beside the rest; its rows sized by their content, the
 * products' row taking what the sidebar's height leaves over, so no other row grows with it.
 */
export const page = style({
  display: 'grid',
  // minmax(0, …): an 'auto' track would grow to the recently viewed row's full width.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 15rem) minmax(0, 1fr)',
      gridTemplateRows: 'repeat(4, auto) 1fr auto',
      columnGap: vars.space.xl,
      rowGap: vars.space.lg,
      paddingBlock: vars.space.xxl,
    },
  },
});

globalStyle(`${page} > *`, {
  '@media': { [media.desktop]: { gridColumn: '2' } },
});

/**
 * The filter form. Phones: the Filters button (the facets open in a sheet) beside the category
 * chips' scrolling row, so the products still start on the first screen. Desktop: the category
 * chips, then each facet's list.
 */
export const sidebar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': {
    [media.desktop]: { display: 'grid', alignContent: 'start', gap: vars.space.lg },
  },
});

globalStyle(`${sidebar} > fieldset`, { flex: '1 1 auto', minInlineSize: 0 });

globalStyle(`${page} > ${sidebar}`, {
  '@media': { [media.desktop]: { gridColumn: '1', gridRow: '2 / 6' } },
});

export const facets = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const filtersButton = style({
  flexShrink: 0,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const noMatchActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

globalStyle(`${page} > ${header}`, {
  '@media': { [media.desktop]: { gridColumn: '1 / -1' } },
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  '@media': { [media.desktop]: { fontSize: vars.fontSize.xxxl } },
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

/** Search and sort share one row: search takes the room on phones, 2 : 1 on desktop. */
export const tools = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 9rem)',
  '@media': {
    [media.desktop]: { gap: vars.space.md, gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const grid = productGrid;

export const gridItem = style({
  // A grid cell stretches its card to the row's height, so the buttons line up. No
  // `content-visibility: auto` on the 48 cards: with the page prerendered, Chromium then ran one
  // style and layout pass per card in the task after the first paint (45 passes, one long task),
  // and Lighthouse's TBT on /shop was 10 to 114 ms (57 median) against 18 to 42 ms without it,
  // LCP unchanged (docs/performance.md "Where the bytes go").
  display: 'grid',
});

export const noMatch = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  textAlign: 'center',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const noMatchText = style({
  maxWidth: '48ch',
  color: vars.color.textMuted,
});

export const noMatchTitle = style({
  fontSize: vars.fontSize.xl,
});

/**
 * Under 400 px the button shows its icon (and count) only, so the widest category chip still fits
 * beside it; the word stays its accessible name.
 */
export const filtersLabel = style({
  '@media': { 'screen and (max-width: 399px)': visuallyHiddenRules },
});
