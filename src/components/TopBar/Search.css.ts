import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { iconControl } from './TopBar.css';

/** From this width the box sits in the bar; below it, the search button opens it under the bar. */
const inline = 'screen and (min-width: 1024px)';

export const search = style({
  display: 'flex',
  alignItems: 'center',
});

/** The search button below 1024 px: a <details>, so it opens without the app's code. */
export const toggle = style({
  '@media': { [inline]: { display: 'none' } },
});

export const toggleButton = style([
  iconControl,
  {
    listStyle: 'none',
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      [`${toggle}[open] > &`]: {
        background: vars.color.accentSoft,
        color: vars.color.onAccentSoft,
      },
    },
  },
]);

export const form = style({
  display: 'none',
  position: 'fixed',
  insetBlockStart: vars.layout.topBarHeight,
  insetInline: 0,
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  selectors: { [`${toggle}[open] + &`]: { display: 'flex' } },
  '@media': {
    [inline]: {
      display: 'flex',
      position: 'relative',
      insetBlockStart: 'auto',
      padding: 0,
      background: 'none',
      border: 0,
      boxShadow: 'none',
    },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  height: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '1px',
      borderColor: vars.color.focus,
    },
  },
  '@media': { [inline]: { width: 'clamp(11rem, 18vw, 16rem)', height: '40px' } },
});

export const submit = style([iconControl, { flexShrink: 0 }]);
