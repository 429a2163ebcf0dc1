// What each route's first load needs from dist/, in raw, gzip and brotli bytes.
// Shared by scripts/budgets.mjs (npm test) and scripts/bench.mjs.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const DIST = 'dist';

/** The routes measured, and the screen module each one loads. */
export const routeScreens = {
  '/': 'src/screens/HomeScreen.tsx',
  '/shop': 'src/screens/ShopScreen.tsx',
  '/product/4': 'src/screens/ProductScreen.tsx',
  '/blog': 'src/screens/BlogScreen.tsx',
  '/blog/1': 'src/screens/ArticleScreen.tsx',
  '/wholesale': 'src/screens/WholesaleScreen.tsx',
  '/cart': 'src/screens/CartScreen.tsx',
  '/checkout': 'src/screens/CheckoutScreen.tsx',
};

export function readManifest(dist = DIST) {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`No ${path}: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** A chunk and everything it imports statically, as manifest keys. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function sizeOf(file, dist = DIST) {
  const bytes = readFileSync(join(dist, file));
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function total(files, dist) {
  const sum = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizeOf(file, dist);
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.brotli += size.brotli;
  }
  return sum;
}

/** JS and CSS files the entry plus one route's screen chunk need before the screen can show. */
export function routeFirstLoad(manifest, screenModule, dist = DIST) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');
  if (!manifest[screenModule]) throw new Error(`The manifest has no chunk for ${screenModule}.`);
  const keys = new Set([
    ...staticClosure(manifest, entryKey),
    ...staticClosure(manifest, screenModule),
  ]);
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { jsFiles: [...js], cssFiles: [...css], js: total(js, dist), css: total(css, dist) };
}

export function allRouteSizes(dist = DIST) {
  const manifest = readManifest(dist);
  return Object.entries(routeScreens).map(([route, screen]) => ({
    route,
    ...routeFirstLoad(manifest, screen, dist),
  }));
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
