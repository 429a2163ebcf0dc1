import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumBrowser } from './config/chromiumBrowser.ts';
import { visualLaunchOptions } from './scripts/pinned-chromium.mjs';
import viteConfig from './vite.config.ts';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/**
 * The test projects (unit, browser, storybook), on top of the app's vite.config.ts:
 * `vitest run --project <name>`.
 */
export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      optimizeDeps: {
        include: [
          'storybook/test',
          // Pre-bundled up front so a first run on a fresh clone does not re-optimise mid-test.
          '@storybook/addon-docs > @storybook/react-dom-shim',
          '@storybook/react-vite > @storybook/react',
          'msw-storybook-addon/csf3',
        ],
      },
      test: {
        // Three test files at a time, each in its own page (Vitest's default here is cores - 1, one): a
        // story test mostly waits (for frames, a quiet DOM, a screenshot). On 2 cores the vitest layer
        // took 258 s as separate projects, 185 s with 2 and 140 s with 3 at a time.
        maxWorkers: 3,
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
              // tests/visual: the baselines folder holds only pictures some story still takes.
              include: ['tests/browser/**/*.test.{ts,tsx}', 'tests/visual/**/*.test.ts'],
              browser: chromiumBrowser(),
            },
          },
          {
            // Every story as a test: its play function, axe, then its screenshots compared pixel by
            // pixel with tests/visual/__screenshots__ (.storybook/vitest.setup.ts): one render each.
            extends: true,
            plugins: [storybookTest({ configDir, tags: { exclude: ['no-test'] } })],
            // As in Storybook: the stories' MSW handlers answer the API, not the app's demo worker.
            define: { 'import.meta.env.STORYBOOK': JSON.stringify('true') },
            test: {
              name: 'storybook',
              // The story files share their page, as stories share the preview in Storybook: the
              // libraries, the preview and the setup load once per page instead of once per file
              // (the project took 135 s, 0.44 s a story; now 98 s, 0.32 s). Each story still renders
              // afresh and brings its own state (storage, MSW handlers, theme, viewport); the
              // project passes with its files and stories shuffled (`--sequence.shuffle`), and
              // `--isolate` gives each file its own page again to rule sharing out.
              isolate: false,
              setupFiles: ['./.storybook/vitest.setup.ts'],
              testTimeout: 30_000,
              browser: {
                ...chromiumBrowser(),
                // The pinned Chromium (scripts/pinned-chromium.mjs), not the OS one:
                // the pixels depend on the browser that draws them.
                provider: playwright({ launchOptions: visualLaunchOptions() }),
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
                    // A pixel counts as changed past a 2.5% colour difference (0.05 let text darkened by
                    // 12/255 through; 0.025 catches 8/255); anti-aliasing is ignored; more than 8 fail.
                    comparatorOptions: { threshold: 0.025, allowedMismatchedPixels: 8 },
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
    }),
  ),
);
