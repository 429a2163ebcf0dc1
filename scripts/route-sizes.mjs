// What each route's first load needs from dist/, in raw, gzip and brotli bytes.
// Shared by scripts/budgets.mjs (npm test) and scripts/bench.mjs.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const DIST = 'dist';
/** Build manifests live beside the build, not in it (vite.config.ts, buildReportsOutOfDist). */
const reportsOf = (dist) => join(dist, '..', 'build-reports');

/**
 * The route table as the build wrote it (build-reports/routes.json, from src/app/routeTable.ts by
 * scripts/prerender.ts): per route its path pattern, screen module, sample page, every
 * prerendered page and whether it is indexable. The one source of routes for these scripts.
 */
export function readRoutes(dist = DIST) {
  const path = join(reportsOf(dist), 'routes.json');
  if (!existsSync(path)) throw new Error(`No ${path}: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The sample page of each route, and the screen module it loads: what sizes are measured on. */
export function routeScreens(dist = DIST) {
  return Object.fromEntries(readRoutes(dist).map((route) => [route.sample, route.screenModule]));
}

/** Where the build wrote a page's HTML (scripts/prerender.ts, pageFile). */
export function pageFile(page) {
  if (page === '/') return 'index.html';
  if (page === '/404') return '404.html';
  return `${page.replace(/^\/+|\/+$/g, '')}/index.html`;
}

export function readManifest(dist = DIST) {
  const path = join(reportsOf(dist), 'manifest.json');
  if (!existsSync(path)) throw new Error(`No ${path}: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** build-reports/chunk-modules.json (written by vite.config.ts): the source modules in each JS file. */
export function readChunkModules(dist = DIST) {
  const path = join(reportsOf(dist), 'chunk-modules.json');
  if (!existsSync(path)) throw new Error(`No ${path}: build with this repo's vite.config.ts.`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** What dist/index.html loads, by kind: entry modules, classic scripts (theme-init.js), stylesheets. */
function indexAssets(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = { module: [], classic: [], stylesheets: [] };
  for (const [, attributes, file] of html.matchAll(/<script([^>]*)\ssrc="\/([^"]+)"/g))
    scripts[attributes.includes('type="module"') ? 'module' : 'classic'].push(file);
  // The entry modules public/theme-init.js starts after the first paint (config/buildPlugins.ts).
  const entry = html.match(/<meta name="app-modules" content="([^"]*)"/);
  for (const path of entry?.[1].split(' ') ?? []) if (path) scripts.module.push(path.slice(1));
  // The one stylesheet of the whole app (vite.config.ts, cssCodeSplit).
  for (const [, file] of html.matchAll(/<link rel="stylesheet"[^>]*\shref="\/([^"]+)"/g))
    scripts.stylesheets.push(file);
  return scripts;
}

/**
 * The manifest keys of the JS that dist/index.html loads: its module scripts. Read from the HTML,
 * not the manifest's `isEntry`: once the entry's modules all live in the vendor and app chunks,
 * Vite drops the empty entry chunk and index.html names those chunks directly.
 */
export function entryKeys(manifest, dist = DIST, files = indexAssets(dist).module) {
  if (files.length === 0) throw new Error(`${dist}/index.html loads no module script.`);
  return files.map((file) => {
    const key = Object.keys(manifest).find((name) => manifest[name].file === file);
    if (!key) throw new Error(`index.html loads ${file}, which the manifest does not list.`);
    return key;
  });
}

/** A chunk and everything it imports statically, as manifest keys. */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const sizes = new Map();

/** Raw, gzip -9 and brotli -11 bytes of one file (memoised: routes share most of their files). */
export function sizeOf(file, dist = DIST) {
  const path = join(dist, file);
  if (!sizes.has(path)) {
    const bytes = readFileSync(path);
    sizes.set(path, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        .length,
    });
  }
  return sizes.get(path);
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

/** Font files (woff2, already compressed) that these CSS files name in url(). */
function fontsNamedIn(cssFiles, dist) {
  const fonts = new Set();
  for (const file of cssFiles) {
    const css = readFileSync(join(dist, file), 'utf8');
    for (const [, url] of css.matchAll(/url\(["']?\/?([^"')]+\.woff2)["']?\)/g)) fonts.add(url);
  }
  return [...fonts];
}

/**
 * JS and CSS files the entry plus one route's screen chunk need before the screen can show, and
 * the fonts their CSS declares. Static imports only: a screen's own dynamic imports (msw) are not
 * part of its first load.
 */
export function routeFirstLoad(manifest, screenModule, dist = DIST) {
  if (!manifest[screenModule]) throw new Error(`The manifest has no chunk for ${screenModule}.`);
  const assets = indexAssets(dist);
  const keys = new Set([
    ...entryKeys(manifest, dist, assets.module).flatMap((key) => [...staticClosure(manifest, key)]),
    ...staticClosure(manifest, screenModule),
  ]);
  const js = new Set(assets.classic);
  const css = new Set(assets.stylesheets);
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const fontFiles = fontsNamedIn(css, dist);
  return {
    jsFiles: [...js],
    cssFiles: [...css],
    fontFiles,
    js: total(js, dist),
    css: total(css, dist),
    fonts: total(fontFiles, dist),
  };
}

/** First-load sizes of every measured route. */
export function allRouteSizes(dist = DIST) {
  const manifest = readManifest(dist);
  return Object.entries(routeScreens(dist)).map(([route, screen]) => ({
    route,
    ...routeFirstLoad(manifest, screen, dist),
  }));
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
