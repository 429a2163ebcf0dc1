import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const field = style({
  display: 'grid',
  // Rows at the top: a field stretched to the height of its neighbour in a row (one with an
  // error message under it) keeps its label, hint and control together instead of spreading them.
  alignContent: 'start',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** The visible '*' after a required field's label; the control itself carries `required`. */
export const requiredMark = style({
  marginLeft: vars.space.xxs,
  color: vars.color.danger,
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.1em' });

const controlBase = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '1px',
      borderColor: vars.color.focus,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    // Invalid and hovered: the border stays red (a plain hover would turn it to the text colour)
    // and thickens, so the error still shows under a pointer.
    '&[aria-invalid="true"]:hover:not(:disabled)': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 2px ${vars.color.danger}`,
    },
    '&:disabled': {
      background: vars.color.surfaceMuted,
      cursor: 'not-allowed',
    },
  },
});

export const input = controlBase;

export const textarea = style([controlBase, { minHeight: '128px', resize: 'vertical' }]);

export const select = style([
  controlBase,
  {
    appearance: 'none',
    paddingRight: vars.space.xxl,
    cursor: 'pointer',
  },
]);

export const selectWrap = style({ position: 'relative' });

/** A chevron drawn with two borders, in the text colour. */
export const selectChevron = style({
  position: 'absolute',
  right: vars.space.md,
  top: '50%',
  width: '8px',
  height: '8px',
  marginTop: '-6px',
  borderRight: `2px solid ${vars.color.textMuted}`,
  borderBottom: `2px solid ${vars.color.textMuted}`,
  transform: 'rotate(45deg)',
  pointerEvents: 'none',
});

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const checkbox = style({
  flexShrink: 0,
  width: '22px',
  height: '22px',
  margin: 0,
  marginTop: '0.1em',
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: {
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: '2px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** A fieldset that groups a form section: no browser frame, a legend that reads as a heading. */
export const section = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: vars.space.xxs,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

// A floated legend must not sit beside the first row of fields.
globalStyle(`${legend} + *`, { clear: 'both' });

/** The banner at the top of a form that lists what to fix, and the failure alert. */
export const notice = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  borderLeftWidth: '6px',
  background: vars.color.dangerSoft,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const noticeTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const noticeIcon = style({ color: vars.color.danger, flexShrink: 0 });

export const noticeList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingLeft: vars.space.lg,
});

export const noticeLink = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
});

export const success = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success}`,
  borderLeftWidth: '6px',
  background: vars.color.successSoft,
  color: vars.color.text,
});

export const successIcon = style({ color: vars.color.success, flexShrink: 0, marginTop: '0.1em' });

/** Locks every control while a submission is in flight, without a visible frame. */
export const lock = style({
  display: 'grid',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

/** The live region stays in the page, but while empty it must not take a row (and a gap) in a grid. */
export const status = style({
  selectors: { '&:empty': { position: 'absolute' } },
});
