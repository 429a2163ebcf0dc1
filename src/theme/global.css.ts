import { globalStyle, keyframes } from '@vanilla-extract/css';
import { visuallyHiddenRules } from './tokens';
import { vars } from './vars.css';
import './fonts.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: `calc(${vars.layout.topBarHeight} + ${vars.space.md})`,
});

// The page behind a modal <dialog> (the age gate) stays put: the browser makes it inert, this
// stops it scrolling under the veil.
globalStyle('html:has(dialog:modal)', { overflow: 'hidden' });

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
});

globalStyle('p, ul, ol, dl, dd, figure, blockquote', { margin: 0 });
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%', height: 'auto' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.accent, textUnderlineOffset: '0.18em' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('::selection', { background: vars.color.accentSoft, color: vars.color.onAccentSoft });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// The note public/theme-init.js shows when the app's code cannot load: above everything, at the
// foot of the window, so it covers neither the top bar nor the age gate's buttons.
globalStyle('#app-failed', {
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.toast,
  margin: 0,
  padding: vars.space.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
});
globalStyle('#app-failed button', {
  marginInlineStart: vars.space.xs,
  textDecoration: 'underline',
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.semibold,
});

// The first second (docs/first-second.md): a press on the prerendered page before the app
// runs is kept by public/theme-init.js and marked data-early="pending" until the app does it. A
// button shows a turning ring after its label (or in place of its icon); a chip is drawn with a
// dashed edge, the choice to come. The words are in #early-status, for screen readers.
const turn = keyframes({ to: { transform: 'rotate(360deg)' } });
// Element and attribute: above the components' own `cursor: pointer`.
globalStyle('button[data-early="pending"], input[data-early="pending"]', { cursor: 'progress' });
globalStyle('button[data-early="pending"]', {
  position: 'relative',
  // Room for the ring after the label.
  paddingInlineEnd: '2.75em',
});
globalStyle('button[data-early="pending"]::after', {
  content: '""',
  position: 'absolute',
  insetBlockStart: 'calc(50% - 0.55em)',
  insetInlineEnd: '0.9em',
  width: '1.1em',
  height: '1.1em',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  borderRadius: '50%',
  animation: `${turn} 0.8s linear infinite`,
});
// A button that is only an icon (Button names those, and only those, with aria-label; so does the
// phone's menu button): the ring takes the icon's place.
globalStyle('button[data-early="pending"][aria-label]', { paddingInlineEnd: 0 });
globalStyle('button[data-early="pending"][aria-label]::after', {
  insetInlineEnd: 'calc(50% - 0.55em)',
});
globalStyle('button[data-early="pending"][aria-label] > svg', { visibility: 'hidden' });
// A chip: the radio that fills it is marked; the face drawn beneath it shows the choice.
globalStyle('input[data-early="pending"] + *', {
  outline: `2px dashed ${vars.color.accent}`,
  outlineOffset: '2px',
});
globalStyle('#early-status', visuallyHiddenRules);

// The heading a page or a closed age gate hands focus to after a pointer's press: a ring there
// would be the first thing a phone's visitor sees; a keyboard's press keeps it.
globalStyle('[data-focus-quiet]:focus-visible', { outline: 'none' });
