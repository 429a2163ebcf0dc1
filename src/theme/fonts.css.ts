import { globalFontFace } from '@vanilla-extract/css';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';

/** Latin subset only, as variable fonts: one file per family covers every weight used. */
export const fontFiles = { interLatin, frauncesLatin };

const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

globalFontFace('Inter Variable', {
  src: `url(${interLatin}) format("woff2-variations")`,
  fontWeight: '100 900',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  unicodeRange: latinRange,
});

globalFontFace('Fraunces Variable', {
  src: `url(${frauncesLatin}) format("woff2-variations")`,
  fontWeight: '100 900',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  unicodeRange: latinRange,
});

// Metric-matched fallbacks so the swap to the web font does not shift the layout.
globalFontFace('Inter Fallback', {
  src: 'local("Arial"), local("Liberation Sans"), local("Helvetica")',
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
  sizeAdjust: '107.12%',
});

globalFontFace('Fraunces Fallback', {
  src: 'local("Times New Roman"), local("Liberation Serif"), local("Georgia")',
  ascentOverride: '84.71%',
  descentOverride: '22.09%',
  lineGapOverride: '0%',
  sizeAdjust: '115.45%',
});
