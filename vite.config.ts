/// <reference types="vitest/config" />
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
import { prerenderPages } from './scripts/prerender.ts';
import { subsetFonts } from './scripts/subsetFonts.ts';
import { apiOriginOf, contentSecurityPolicy } from './src/app/securityPolicy.ts';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/** Chromium for browser-mode tests. A factory: two projects must not share one object. */
function chromiumBrowser(viewport = { width: 1280, height: 800 }) {
  return {
    enabled: true,
    headless: true,
    // Several Vitest runs may share a machine: take the next free port instead of failing.
    api: { strictPort: false },
    provider: playwright({
      launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    }),
    instances: [{ browser: 'chromium' as const, viewport }],
  };
}

/** The Content-Security-Policy meta tag, added to the built index.html only (Vite's dev server injects inline styles). */
function cspMetaTag(): Plugin {
  return {
    name: 'csp-meta-tag',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: {
            'http-equiv': 'Content-Security-Policy',
            content: contentSecurityPolicy(apiOriginOf(process.env.VITE_API_BASE_URL)),
          },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}

/**
 * `<link rel="preload" as="font">` for the fonts the first paint uses: the woff2 files named in
 * the CSS of the entry and its static imports (the two Latin variable fonts), so they load with
 * the CSS, not after the app has rendered text.
 */
function preloadEntryFonts(): Plugin {
  return {
    name: 'preload-entry-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk }) => {
        if (!bundle || !chunk) return [];
        const cssFiles = new Set<string>();
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          const output = bundle[fileName];
          if (seen.has(fileName) || output?.type !== 'chunk') return;
          seen.add(fileName);
          output.viteMetadata?.importedCss.forEach((file) => cssFiles.add(file));
          output.imports.forEach(visit);
        };
        visit(chunk.fileName);
        const fonts = new Set<string>();
        for (const cssFile of cssFiles) {
          const css = bundle[cssFile];
          if (css?.type !== 'asset') continue;
          const source =
            typeof css.source === 'string' ? css.source : Buffer.from(css.source).toString();
          for (const [, href] of source.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g))
            if (href) fonts.add(href);
        }
        return [...fonts].map((href) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** .vite/chunk-modules.json (moved to build-reports/): the source modules in each chunk, for scripts/budgets.mjs. */
function chunkModulesReport(): Plugin {
  return {
    name: 'chunk-modules-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const report: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        report[output.fileName] = output.moduleIds.map((id) =>
          id.startsWith(root) ? id.slice(root.length + 1) : id,
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: `${JSON.stringify(report, null, 2)}\n`,
      });
    },
  };
}

/**
 * The manifests above are for scripts/budgets.mjs and scripts/bench.mjs, not for visitors: once
 * the bundle is written they move from dist/.vite/ to build-reports/, so the deployed dist/
 * holds only what the site serves.
 */
function buildReportsOutOfDist(): Plugin {
  let outDir = 'dist';
  return {
    name: 'build-reports-out-of-dist',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const from = join(outDir, '.vite');
      if (!existsSync(from)) return;
      const to = resolve(outDir, '..', 'build-reports');
      rmSync(to, { recursive: true, force: true });
      renameSync(from, to);
    },
  };
}

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

export default defineConfig(({ command, isSsrBuild }) => ({
  // The prerender's server build (scripts/prerender.ts) leaves the libraries to Node, one copy each.
  resolve: { alias: command === 'build' && !isSsrBuild ? productionAliases : [] },
  plugins: [
    react(),
    vanillaExtractPlugin(),
    ...(isSsrBuild
      ? []
      : [
          subsetFonts(),
          cspMetaTag(),
          preloadEntryFonts(),
          chunkModulesReport(),
          buildReportsOutOfDist(),
          prerenderPages(),
        ]),
  ],
  // Ports and strictPort live in the npm scripts: Vitest's browser servers inherit `server`.
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    // Artwork stays as separate, cacheable files instead of data URIs inside the JS.
    assetsInlineLimit: 0,
    // scripts/route-sizes.mjs reads it to know what each route's first load needs.
    manifest: !isSsrBuild,
    // Derived from package.json's browserslist (README "Browser support"); scripts/test.mjs checks
    // every emitted chunk against the same query.
    target: browserslistToEsbuild(),
    // Browsers the store supports all have modulepreload. Without the polyfill the entry chunk has
    // no code of its own, so index.html loads the vendor and app chunks directly (one request less).
    modulePreload: { polyfill: false },
    sourcemap: false,
    // One CSS file per lazy screen, loaded with its chunk (the default, stated because budgets rely on it).
    cssCodeSplit: true,
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
      'use-local-storage-state',
      'storybook/test',
      // Pre-bundled up front so a first run on a fresh clone does not re-optimise mid-test.
      '@storybook/addon-docs > @storybook/react-dom-shim',
      '@storybook/react-vite > @storybook/react',
      'msw-storybook-addon/csf3',
      'msw',
      'msw/browser',
      // Imported by vanilla-extract's transform, so the scanner cannot see them.
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.{ts,tsx}'],
          browser: chromiumBrowser(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir, tags: { exclude: ['no-test'] } })],
        test: {
          name: 'storybook',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          browser: chromiumBrowser(),
        },
      },
      {
        // Every story, screenshotted and compared pixel by pixel with tests/visual/__screenshots__.
        extends: true,
        test: {
          name: 'visual',
          include: ['tests/visual/**/*.visual.test.ts'],
          // Lets the preview's beforeEach resize the page to a story's viewport.
          setupFiles: ['./.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
          browser: {
            ...chromiumBrowser(),
            // A failing shot already writes its actual and diff images.
            screenshotFailures: false,
            commands: {
              // The tester page scales the story's iframe down to fit it: grow it so a tall story
              // is shot whole at scale 1 (tests/visual/storyShots.ts, fitToContent).
              fitOuterPage: async ({ page }, height: number) => {
                await page.setViewportSize({ width: 1280, height });
              },
            },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // A pixel counts as changed past a 5% colour difference (0.1 let a 1px border token
                // darkened by 16/255 through); anti-aliasing is ignored; more than 8 changed fail.
                comparatorOptions: { threshold: 0.05, allowedMismatchedPixels: 8 },
                // Names come as '<story id>/<width>-<theme>' (Vitest's sanitizer would fold a '--'):
                // one flat folder of 'screens-shop--filtered-by-url-375-light.png'.
                resolveScreenshotPath: ({ root, arg, ext }) =>
                  `${root}/tests/visual/__screenshots__/${arg.replace('/', '--')}${ext}`,
                resolveDiffPath: ({ root, attachmentsDir, arg, ext }) =>
                  `${root}/${attachmentsDir}/visual/${arg.replace('/', '--')}${ext}`,
              },
            },
          },
        },
      },
    ],
  },
}));
