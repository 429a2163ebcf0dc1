/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
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

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), cspMetaTag()],
  // Ports and strictPort live in the npm scripts: Vitest's browser servers inherit `server`.
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    // Artwork stays as separate, cacheable files instead of data URIs inside the JS.
    assetsInlineLimit: 0,
    // scripts/route-sizes.mjs reads it to know what each route's first load needs.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
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
    ],
  },
});
