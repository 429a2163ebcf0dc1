import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * Plugins in vite.config.ts that only make sense for the app's own build: the Content-Security-
 * Policy meta tag (in `storybook-static/iframe.html` it blocks Storybook's inline scripts and
 * styles, and every page shows "No Preview"), the font preloads of the app's entry, the start of
 * its code after the first paint, the import helper without preloads, the minified copy of
 * public/theme-init.js, and the chunk report scripts/budgets.mjs reads. Storybook merges
 * vite.config.ts, so they are taken out here.
 */
const appBuildOnlyPlugins = new Set([
  'csp-meta-tag',
  'preload-entry-fonts',
  'start-after-first-paint',
  'minify-public-scripts',
  'chunk-modules-report',
  // Storybook splits its CSS per chunk: its lazy chunks have stylesheets to preload.
  'import-without-preload-helper',
  'build-reports-out-of-dist',
  // The shop's first page written as data (config/shopFirstPage.ts): Storybook runs the module.
  'shop-first-page',
  // The prerender (scripts/prerender.ts) and the font subset (scripts/subsetFonts.ts, cut to the
  // app's own text, not the stories').
  'prerender-pages',
  'subset-fonts',
]);

function withoutAppBuildPlugins(plugins: PluginOption[] = []): PluginOption[] {
  return plugins
    .map((plugin) => (Array.isArray(plugin) ? withoutAppBuildPlugins(plugin) : plugin))
    .filter(
      (plugin) =>
        !(
          typeof plugin === 'object' &&
          plugin !== null &&
          'name' in plugin &&
          appBuildOnlyPlugins.has(plugin.name)
        ),
    );
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
    // Status badges from each component's tags: .storybook/manager.ts.
    'storybook-addon-tag-badges',
    // Hover, focus-visible and pressed forced on a story's elements: docs/storybook.md "States
    // shown statically".
    'storybook-addon-pseudo-states',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: withoutAppBuildPlugins(viteConfig.plugins),
    // Storybook does not take vite.config.ts's `build` options: artwork stays a file, as in the
    // app's build, instead of a data URI (a product's structured data names its image's URL).
    build: { ...viteConfig.build, assetsInlineLimit: 0 },
  }),
};

export default config;
