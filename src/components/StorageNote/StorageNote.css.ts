import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.highlightSoft,
  color: vars.color.onHighlightSoft,
  fontSize: vars.fontSize.sm,
});

export const icon = style({ flexShrink: 0 });
