// Writes the products' small raster pictures: src/catalogue/art/thumbs/{id}.png, each drawn from
// src/catalogue/art/products/{id}.svg. Run `node scripts/thumbnails.mjs` after
// `node scripts/generate-art.mjs`, and commit the output; tests/unit/thumbnails.test.ts fails while
// a thumbnail is not what its SVG draws now.
//
// Why: the search suggestions show a product's art at 40 px. As an SVG, each picture is a document
// the browser parses and paints on the page's main thread the first time it shows, about 10 ms
// each on a phone-speed processor, so the first keystrokes of a query missed frames; a PNG is
// decoded off the main thread (docs/performance.md "Search as you type").
//
// resvg draws (the renderer the link previews use), then oxipng packs it losslessly: both pinned by
// the lockfile, so the same SVG gives the same bytes on every machine.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import optimise, { init } from '@jsquash/oxipng/optimise.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE_DIR = join(root, 'src/catalogue/art/products');
export const THUMBS_DIR = join(root, 'src/catalogue/art/thumbs');
/** Twice the 40 CSS px the suggestions show it at, for 2x screens. */
const THUMB_WIDTH = 80;

let ready;

/** The PNG bytes of one SVG's thumbnail. */
export async function thumbnail(svg) {
  // Node has no fetch for file: URLs, so the WebAssembly module is handed over as bytes.
  ready ??= init(
    readFileSync(
      createRequire(import.meta.url).resolve('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm'),
    ),
  );
  await ready;
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: THUMB_WIDTH } }).render().asPng();
  return new Uint8Array(await optimise(png, { level: 2, interlace: false, optimiseAlpha: false }));
}

/** The product ids that have artwork, in order. */
export function artworkIds() {
  return readdirSync(SOURCE_DIR)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => Number(file.slice(0, -4)))
    .sort((a, b) => a - b);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let bytes = 0;
  const ids = artworkIds();
  for (const id of ids) {
    const png = await thumbnail(readFileSync(join(SOURCE_DIR, `${id}.svg`), 'utf8'));
    writeFileSync(join(THUMBS_DIR, `${id}.png`), png);
    bytes += png.length;
  }
  console.log(
    `Thumbnails: ${ids.length} written to ${THUMBS_DIR}, ${(bytes / 1024).toFixed(1)} KB.`,
  );
}
