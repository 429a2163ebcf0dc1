import { globalStyle, style } from '@vanilla-extract/css';
import { popoverSurface } from '../../theme/shared.css';
import { vars } from '../../theme/vars.css';
import { media, systemColor } from '../../theme/tokens';

// The suggestions' styles: their class names ship in the combobox's chunk, not every first load.

/** The suggestions, under the box (right-aligned in the bar); as wide as the panel on a phone. */
export const popover = style([
  popoverSurface,
  {
    position: 'absolute',
    insetBlockStart: `calc(100% + ${vars.space.xs})`,
    insetInlineEnd: 0,
    zIndex: vars.zIndex.overlay,
    width: `min(26rem, calc(100vw - 2 * ${vars.space.md}))`,
    maxHeight: `calc(100dvh - ${vars.layout.topBarHeight} - 6rem)`,
    '@media': {
      'screen and (max-width: 1023px)': {
        insetBlockStart: '100%',
        insetInline: vars.space.md,
        width: 'auto',
      },
    },
  },
]);

export const groupLabel = style({
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xxs}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-active-item]': { background: vars.color.accentSoft, color: vars.color.onAccentSoft },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[data-active-item]': { outline: `2px solid ${systemColor.highlight}` } },
    },
  },
});

export const optionArt = style({
  flexShrink: 0,
  width: '40px',
  height: '40px',
  // The 4:3 picture whole in its square, as the SVG artwork draws itself.
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const optionText = style({ flex: 1, minWidth: 0 });

export const optionName = style({ display: 'block', fontWeight: vars.fontWeight.medium });

export const optionMeta = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${option}[data-active-item] ${optionMeta}`, { color: 'inherit' });

export const empty = style({
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xxs}`,
  color: vars.color.textMuted,
});

export const wayOut = style([option, { fontWeight: vars.fontWeight.semibold }]);
