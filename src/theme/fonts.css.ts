import { globalFontFace } from '@vanilla-extract/css';
import frauncesLatin from './fonts/fraunces-latin-wght-normal.woff2?url';
import interLatin from './fonts/inter-latin-wght-normal.woff2?url';
import { fontWeightRange } from './tokens';

/**
 * Latin variable fonts, one file per family for every weight used, cut to the characters and
 * weights the site uses (`npm run fonts`; docs/performance.md "Where the bytes go").
 */
export const fontFiles = { interLatin, frauncesLatin };

/** The weights the files keep: the theme's lightest to boldest (scripts/fonts.mjs cuts them). */
const weightRange = `${fontWeightRange.min} ${fontWeightRange.max}`;

const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

globalFontFace('Inter Variable', {
  src: `url(${interLatin}) format("woff2-variations")`,
  fontWeight: weightRange,
  fontStyle: 'normal',
  fontDisplay: 'swap',
  unicodeRange: latinRange,
});

globalFontFace('Fraunces Variable', {
  src: `url(${frauncesLatin}) format("woff2-variations")`,
  fontWeight: weightRange,
  fontStyle: 'normal',
  fontDisplay: 'swap',
  unicodeRange: latinRange,
});

// Metric-matched fallbacks so the swap to the web font does not shift the layout. One face per
// weight band the site uses (regular 400-500, semibold 600, bold 700): a bold request gets the
// local bold font, and each band's size-adjust matches its web-font weight. size-adjust is the
// ratio of rendered text widths (web font / local font) in Chromium over the catalogue's own text
// (fallback within 1% of the web font at 400-700); ascent/descent are the web font's hhea metrics
// (Inter 1984/-494 of 2048, Fraunces 1956/-510 of 2000) divided by that size-adjust, no line gap.
const sansRegular =
  'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("Helvetica")';
const sansBold =
  'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("Helvetica Bold")';
const serifRegular =
  'local("Times New Roman"), local("TimesNewRomanPSMT"), local("Liberation Serif"), local("Times")';
const serifBold =
  'local("Times New Roman Bold"), local("TimesNewRomanPS-BoldMT"), local("Liberation Serif Bold"), local("Times Bold")';

globalFontFace('Inter Fallback', [
  {
    src: sansRegular,
    fontWeight: '100 549',
    // 90.44% by the formula; 90.5% makes Chromium's rounded ascent, so a `normal` line, match at 16px.
    ascentOverride: '90.5%',
    descentOverride: '22.52%',
    lineGapOverride: '0%',
    sizeAdjust: '107.12%',
  },
  {
    src: sansBold,
    fontWeight: '550 649',
    ascentOverride: '95.47%',
    descentOverride: '23.77%',
    lineGapOverride: '0%',
    sizeAdjust: '101.47%',
  },
  {
    src: sansBold,
    fontWeight: '650 900',
    ascentOverride: '94.56%',
    descentOverride: '23.54%',
    lineGapOverride: '0%',
    sizeAdjust: '102.45%',
  },
]);

globalFontFace('Fraunces Fallback', [
  {
    src: serifRegular,
    fontWeight: '100 549',
    ascentOverride: '85.34%',
    descentOverride: '22.25%',
    lineGapOverride: '0%',
    sizeAdjust: '114.6%',
  },
  {
    src: serifBold,
    fontWeight: '550 649',
    ascentOverride: '88.15%',
    descentOverride: '22.98%',
    lineGapOverride: '0%',
    sizeAdjust: '110.95%',
  },
  {
    src: serifBold,
    fontWeight: '650 900',
    ascentOverride: '85.55%',
    descentOverride: '22.31%',
    lineGapOverride: '0%',
    sizeAdjust: '114.32%',
  },
]);
