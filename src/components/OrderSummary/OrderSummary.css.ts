import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const heading = style({
  fontSize: vars.fontSize.xl,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const itemName = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const itemDetail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const amount = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: {
    // A rule between the item list and the totals (the list's own padding is reset globally).
    [`${items} + &`]: {
      paddingTop: vars.space.md,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const totalRow = style([
  row,
  {
    marginTop: vars.space.xs,
    paddingTop: vars.space.sm,
    borderTop: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
