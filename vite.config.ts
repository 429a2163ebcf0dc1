import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { appBuildPlugins } from './config/buildPlugins.ts';

/** Any library; the group below takes only those the entry needs (react, router, Ariakit). */
const initialVendor = /[\\/]node_modules[\\/]/;
/** Any app module; the group below takes only those the entry needs (layout, theme, cart). */
const initialApp = /[\\/]src[\\/]/;

/** Resolve a path inside this repository. */
const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Production-build swaps that keep behaviour and drop bytes from every route's first load.
 * react-router's package.json points every condition at dist/development (remix-run/react-router
 * #12532); its production build ships beside it. The useSyncExternalStore shim is a React 17
 * fallback that React 19 never runs.
 */
const productionAliases = [
  {
    find: /^react-router$/,
    replacement: local('./node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: local('./node_modules/react-router/dist/production/dom-export.mjs'),
  },
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: local('./src/vendor/useSyncExternalStoreShim.ts'),
  },
];

/**
 * The app's dev server and production build. The test projects are in vitest.config.ts, the
 * build-time plugins (CSP, font preloads, build reports) in config/buildPlugins.ts.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  // The prerender's server build (scripts/prerender.ts) leaves the libraries to Node, one copy each.
  resolve: { alias: command === 'build' && !isSsrBuild ? productionAliases : [] },
  plugins: [react(), vanillaExtractPlugin(), ...(isSsrBuild ? [] : appBuildPlugins())],
  // Ports and strictPort live in the npm scripts: Vitest's browser servers inherit `server`.
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    // Artwork stays as separate, cacheable files instead of data URIs inside the JS.
    assetsInlineLimit: 0,
    // scripts/route-sizes.mjs reads it to know what each route's first load needs.
    manifest: !isSsrBuild,
    // Derived from package.json's browserslist (docs/browser-support.md "Browser support");
    // scripts/test.mjs checks every emitted chunk against the same query.
    target: browserslistToEsbuild(),
    // No preload helper: it and its list of every chunk's file name cost 0.8 KB gzip in every
    // page's first load. A page's own chunks are preloaded from its HTML (scripts/prerender.ts,
    // `<meta name="app-preload">`); a link's screen starts loading, with what it imports, when the
    // pointer or focus reaches the link (src/app/prefetch.ts). Without the polyfill either, the
    // entry chunk has no code of its own, so index.html loads the vendor and app chunks directly.
    modulePreload: false,
    sourcemap: false,
    // One stylesheet for the whole app, linked by every page: 7.8 KB gzip instead of up to eight
    // render-blocking files per page (6.6 KB on /product/4), and no stylesheet to wait for (or fail
    // to load) when a lazy screen opens. scripts/route-sizes.mjs counts it for every route.
    cssCodeSplit: false,
    rolldownOptions: {
      // The prerender's server entry is called by its exports; the site's entry by nobody.
      preserveEntrySignatures: isSsrBuild ? 'strict' : false,
      output: {
        codeSplitting: {
          groups: [
            // Libraries the first load needs change far less often than the app: their own chunk
            // keeps its hash, and the browser's cached copy, across app-only deploys. `$initial`
            // keeps libraries that only lazy code imports (msw and its helpers) out of it.
            { name: 'vendor', test: initialVendor, tags: ['$initial'], priority: 2 },
            // The app shell as one JS and one CSS file instead of eight requests before the screen
            // chunk can even start (each extra round trip counts on a slow phone connection).
            { name: 'app', test: initialApp, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react-router-dom',
      '@ariakit/react',
      'msw',
      'msw/browser',
      // Imported by vanilla-extract's transform, so the scanner cannot see them.
      '@vanilla-extract/recipes/createRuntimeFn',
    ],
  },
}));
