import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { minifySync, type Plugin } from 'vite';
import { prerenderPages } from '../scripts/prerender.ts';
import { checkFontSubset } from '../scripts/fontSubset.ts';
import { shopFirstPageData } from './shopFirstPage.ts';
import { apiOriginOf, contentSecurityPolicy } from '../src/app/securityPolicy.ts';

/**
 * Plugins for the app's production build only (`apply: 'build'`), used by vite.config.ts.
 * .storybook/main.ts takes them out of Storybook's build by their names.
 */

/** The Content-Security-Policy meta tag, added to the built index.html only (Vite's dev server injects inline styles). */
export function cspMetaTag(): Plugin {
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
export function preloadEntryFonts(): Plugin {
  return {
    name: 'preload-entry-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle, chunk }) => {
        if (!bundle || !chunk) return [];
        // The one stylesheet index.html links (vite.config.ts, cssCodeSplit), and any a chunk imports.
        const cssFiles = new Set<string>(
          [...html.matchAll(/<link rel="stylesheet"[^>]*\shref="\/([^"]+\.css)"/g)].map(
            ([, file]) => file ?? '',
          ),
        );
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

/**
 * The app's code starts after the first paint: the module scripts Vite writes into index.html
 * become `<meta name="app-modules">`, which public/theme-init.js imports once the page has been
 * painted. Fetched from the head, about 100 KB of JS shared a phone's bandwidth with the CSS,
 * fonts and images the first paint needs (docs/performance.md "The first paint's network").
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const modules: string[] = [];
        const rest = html.replace(
          /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g,
          (_tag, src: string) => {
            modules.push(src);
            return '';
          },
        );
        if (modules.length === 0) throw new Error('index.html has no module script to start.');
        return {
          html: rest,
          tags: [
            {
              tag: 'meta',
              attrs: { name: 'app-modules', content: modules.join(' ') },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

/**
 * public/ is copied as it is, comments and all. Its one script every page loads,
 * theme-init.js, is minified in the build's copy (2.0 → 1.0 KB gzip of every page's first load);
 * the source stays readable, and the dev server serves it as written.
 */
export function minifyPublicScripts(files = ['theme-init.js']): Plugin {
  return {
    name: 'minify-public-scripts',
    apply: 'build',
    writeBundle({ dir }) {
      if (!dir) throw new Error('minify-public-scripts: the build writes no output directory');
      for (const file of files) {
        const path = join(dir, file);
        const result = minifySync(file, readFileSync(path, 'utf8'), {
          compress: true,
          mangle: true,
        });
        if (result.errors.length > 0)
          throw new Error(
            `Cannot minify ${file}: ${result.errors.map((e) => e.message).join('; ')}`,
          );
        writeFileSync(path, result.code);
      }
    },
  };
}

/** .vite/chunk-modules.json (moved to build-reports/): the source modules in each chunk, for scripts/budgets.mjs. */
export function chunkModulesReport(): Plugin {
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
export function buildReportsOutOfDist(): Plugin {
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

/**
 * What `trimReactRouter` was checked against: React Router's production chunks as shipped in this
 * release hold these many top-level `X.displayName = "…"` writes and these many
 * `ReactN.forwardRef(…)`, `ReactN.memo(…)` and `ReactN.createContext(…)` calls, each of which
 * only creates an object (docs/decisions/0002). Another release fails the build until someone
 * has read its new or changed lines and updated these figures.
 */
export const reactRouterTrimCheckedAgainst = {
  version: '7.18.5',
  displayNamesRemoved: 16,
  callsAnnotated: 17,
} as const;

/** React Router's production chunks, the only files `trimReactRouter` rewrites. */
export const reactRouterChunk = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;

const PURE = '/* @__PURE__ */ ';
const displayNameLine = /^\s*[\w$]+\.displayName = "[^"\n]*";$/gm;
const componentCall = /(?<=[=(,]\s*)(React\d*\.(?:forwardRef|memo|createContext)\()/g;

/** One React Router chunk after the trim, with what changed and what no longer fits the pattern. */
export interface RouterTrim {
  code: string;
  displayNamesRemoved: number;
  callsAnnotated: number;
  /** Lines the patterns did not cover: each a reason the rewrite can no longer be trusted. */
  problems: string[];
}

/**
 * Deletes the `displayName` writes and marks the forwardRef/memo/createContext calls pure, then
 * checks the result: no `displayName` write may be left in any form, every such call must carry
 * the annotation, and each `ReactN` it calls through must be `import * as ReactN from "react"`.
 */
export function trimReactRouterChunk(source: string): RouterTrim {
  let displayNamesRemoved = 0;
  let callsAnnotated = 0;
  const code = source
    .replace(displayNameLine, () => {
      displayNamesRemoved += 1;
      return '';
    })
    .replace(componentCall, (call: string) => {
      callsAnnotated += 1;
      return PURE + call;
    });
  const problems: string[] = [];
  for (const [line] of code.matchAll(/^.*\.displayName\s*=(?!=).*$/gm))
    problems.push(`a displayName write the pattern missed: ${line.trim()}`);
  for (const match of code.matchAll(/[\w$]+\s*\.\s*(?:forwardRef|memo|createContext)\s*\(/g)) {
    if (!code.slice(0, match.index).endsWith(PURE))
      problems.push(`a call left without the annotation: ${match[0]}`);
    const namespace = /^[\w$]+/.exec(match[0])?.[0] ?? '';
    if (
      !new RegExp(`^import \\* as ${namespace.replaceAll('$', '\\$')} from "react";$`, 'm').test(
        code,
      )
    )
      problems.push(
        `${match[0]} calls through ${namespace}, which is not React's namespace import`,
      );
  }
  return { code, displayNamesRemoved, callsAnnotated, problems };
}

/**
 * React Router's production build keeps components the app never uses (the data router's `<Form>`
 * and `<ScrollRestoration>`, fetchers, framework prefetching): its top-level
 * `Link.displayName = "Link"` writes count as side effects, and its `React.forwardRef(...)`,
 * `React.memo(...)` and `React.createContext(...)` calls carry no pure annotation, so the bundler
 * must keep each component they name. This drops the DevTools names and marks those calls pure
 * (each only creates an object), so only what the app imports stays: 1.4 KB gzip less in every
 * page's first load. React DevTools then shows those components by their function names.
 * Rolldown's own options cannot do it safely (docs/decisions/0002). Upstream:
 * remix-run/react-router#15299.
 *
 * It is a patch of a dependency's code, so it fails the build, never warns, when React Router's
 * chunks no longer have the shape it was checked against: a line its patterns miss, no chunk
 * rewritten at all, or other counts than `reactRouterTrimCheckedAgainst`
 * (tests/unit/trimReactRouter.test.ts runs it over the installed chunks).
 */
export function trimReactRouter(): Plugin {
  let displayNamesRemoved = 0;
  let callsAnnotated = 0;
  let chunks = 0;
  return {
    name: 'trim-react-router',
    apply: 'build',
    buildStart() {
      displayNamesRemoved = 0;
      callsAnnotated = 0;
      chunks = 0;
    },
    transform: {
      filter: { id: reactRouterChunk },
      handler(code, id) {
        const trim = trimReactRouterChunk(code);
        if (trim.problems.length > 0)
          this.error(
            `trim-react-router: ${id} no longer has the shape the trim was checked against ` +
              `(docs/decisions/0002):\n  ${trim.problems.join('\n  ')}`,
          );
        chunks += 1;
        displayNamesRemoved += trim.displayNamesRemoved;
        callsAnnotated += trim.callsAnnotated;
        return trim.code === code ? null : { code: trim.code, map: null };
      },
    },
    // Once every module is in (not buildEnd: an error there does not reach the other plugins'
    // buildEnd, and the prerender's closeBundle would then run and hide it).
    renderStart() {
      if (this.environment.config.build.ssr) return;
      const expected = reactRouterTrimCheckedAgainst;
      if (
        chunks === 0 ||
        displayNamesRemoved !== expected.displayNamesRemoved ||
        callsAnnotated !== expected.callsAnnotated
      )
        this.error(
          `trim-react-router: React Router's production chunks (${chunks} seen) had ` +
            `${displayNamesRemoved} displayName writes and ${callsAnnotated} forwardRef/memo/createContext ` +
            `calls; the trim was checked against ${expected.displayNamesRemoved} and ` +
            `${expected.callsAnnotated} (react-router ${expected.version}). Read the new release's ` +
            'lines, check that each call still only creates an object, then update ' +
            '`reactRouterTrimCheckedAgainst` in config/buildPlugins.ts, or remove the plugin ' +
            '(docs/decisions/0002).',
        );
    },
  };
}

/** Vite's module for its preload helper, by its internal id. */
export const PRELOAD_HELPER = '\0vite/preload-helper.js';
/** The helper's body here: run the import, nothing to preload. */
export const preloadHelperStub = 'export const __vitePreload = (load) => load();';

/**
 * Vite wraps every dynamic `import()` in a helper that first preloads the chunk's CSS and JS
 * dependencies, and keeps doing so with `build.modulePreload: false` (vitejs/vite#13952,
 * vitejs/vite#18551). With no preloads and one stylesheet for the whole app (vite.config.ts,
 * `cssCodeSplit: false`) every list it gets is empty, yet its 1.3 KB of code (0.7 KB gzip) sat in
 * every page's first load. This gives the helper's module a body that only runs the import.
 *
 * It replaces a module inside Vite by its internal id, so it is loud (docs/decisions/0003): the
 * build stops if `modulePreload` or `cssCodeSplit` changes (the helper would have work to do), if
 * the bundle has dynamic imports but Vite never asked this plugin for the helper (a renamed id
 * would leave the real one in place), and if any module listens for `vite:preloadError`, the
 * event the real helper fires on a failed import and this one does not (the app handles a
 * rejected `import()` itself: src/app/routes.tsx). scripts/budgets.mjs checks the built JS has
 * none of the helper's code.
 */
export function importWithoutPreloadHelper(): Plugin {
  let helperLoaded = false;
  return {
    name: 'import-without-preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      if (config.build.ssr) return;
      if (config.build.modulePreload !== false || config.build.cssCodeSplit)
        throw new Error(
          'import-without-preload-helper needs build.modulePreload: false and cssCodeSplit: false: ' +
            'otherwise lazy chunks have stylesheets or modules to preload. Remove this plugin.',
        );
    },
    buildStart() {
      helperLoaded = false;
    },
    resolveId: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: (id) => (id === PRELOAD_HELPER ? id : null),
    },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        if (id !== PRELOAD_HELPER) return null;
        helperLoaded = true;
        return preloadHelperStub;
      },
    },
    transform: {
      filter: { code: 'vite:preloadError' },
      handler(code, id) {
        if (id === PRELOAD_HELPER || !code.includes('vite:preloadError')) return null;
        if (id.includes('preload-helper'))
          this.error(
            `import-without-preload-helper: Vite's own preload helper ${JSON.stringify(id)} is ` +
              `in the build, not replaced: this plugin knows it as ${JSON.stringify(PRELOAD_HELPER)}. ` +
              'Find its new id or remove the plugin (docs/decisions/0003).',
          );
        this.error(
          `import-without-preload-helper: ${id} mentions vite:preloadError, which never fires: ` +
            "this plugin replaces the helper that dispatches it. Handle the import's rejection " +
            'instead (src/app/routes.tsx does), or remove the plugin (docs/decisions/0003).',
        );
      },
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const dynamicImports = Object.values(bundle).some(
        (output) => output.type === 'chunk' && output.dynamicImports.length > 0,
      );
      if (dynamicImports && !helperLoaded)
        this.error(
          `import-without-preload-helper: the bundle has dynamic imports, but Vite never loaded ` +
            `${JSON.stringify(PRELOAD_HELPER)} through this plugin: it has renamed or inlined its ` +
            'preload helper, and the real one ships. Find its new id or remove the plugin ' +
            '(docs/decisions/0003).',
        );
    },
  };
}

/** Every build-time plugin of the app, in the order vite.config.ts runs them. */
export function appBuildPlugins(): Plugin[] {
  return [
    // The committed font cuts cover every character the source uses (scripts/fontSubset.ts).
    checkFontSubset(),
    // The shop's first page as data, so its first load carries no catalogue (config/shopFirstPage.ts).
    shopFirstPageData(),
    trimReactRouter(),
    importWithoutPreloadHelper(),
    cspMetaTag(),
    preloadEntryFonts(),
    startAfterFirstPaint(),
    minifyPublicScripts(),
    chunkModulesReport(),
    buildReportsOutOfDist(),
    // Every page of the route table as HTML, after the client bundle (scripts/prerender.ts).
    prerenderPages(),
  ];
}
