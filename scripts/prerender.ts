/**
 * `vite build` plugin: once the site is built, builds src/server/prerender.tsx for Node (a Vite
 * SSR build with the same config) and writes every page of the route table as real HTML, plus
 * sitemap.xml, robots.txt and build-reports/routes.json (docs/architecture.md "Prerendering").
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type * as serverEntry from '../src/server/prerender.tsx';
import { previewsNamed, writeLinkPreviews } from './linkPreviews.ts';

/** What the server build exports (types only: the module itself is built, then imported). */
type ServerEntry = typeof serverEntry;

const SERVER_ENTRY = 'src/server/prerender.tsx';
/** The page the '*' route is prerendered at; written as 404.html. */
const NOT_FOUND_PAGE = '/404';

/** Where a page's HTML goes: /product/4 -> product/4/index.html, so any static host finds it. */
export function pageFile(page: string): string {
  if (page === '/') return 'index.html';
  if (page === NOT_FOUND_PAGE) return '404.html';
  return `${page.replace(/^\/+|\/+$/g, '')}/index.html`;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The built index.html with one page's head tags and content in it. */
export function pageHtml(template: string, page: string, head: string, body: string): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`index.html has no ${root}`);
  return template
    .replace('</head>', `${head}</head>`)
    .replace(root, `<div id="root" data-page="${escapeAttribute(page)}">${body}</div>`);
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The CSS of a route's screen chunk, linked so the prerendered page is styled from its first
 * paint (the app builds one stylesheet, which index.html links already), and the JS of the chunk
 * and what it imports, named in `<meta name="app-preload">`: public/theme-init.js preloads them
 * with the entry after the first paint, so the screen loads beside the entry, not after it.
 * `hydratesLater`: the page has controls in sections that hydrate later (`data-hydrates-later`,
 * the shop's filters), and the app takes it over only once they have (src/app/TakeOver.tsx), so
 * the chunks the screen imports on demand load beside it too, not one round trip after another.
 */
function screenLinks(
  manifest: Record<string, ManifestChunk>,
  screenModule: string,
  template: string,
  hydratesLater: boolean,
): string {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  visit(screenModule);
  if (hydratesLater) manifest[screenModule]?.dynamicImports?.forEach(visit);
  if (!seen.has(screenModule)) throw new Error(`The build manifest has no ${screenModule}`);
  const css = new Set<string>();
  const js = new Set<string>();
  for (const key of seen) {
    const chunk = manifest[key]!;
    chunk.css?.forEach((file) => css.add(file));
    js.add(chunk.file);
  }
  const absent = (file: string) => !template.includes(`/${file}`);
  const preload = [...js].filter(absent).map((file) => `/${file}`);
  return [
    ...[...css].filter(absent).map((file) => `<link rel="stylesheet" href="/${file}">`),
    preload.length > 0 ? `<meta name="app-preload" content="${preload.join(' ')}">` : '',
  ].join('');
}

/** Every <script> of a page must be a file or JSON-LD data: the CSP allows no inline script. */
function assertNoInlineScript(page: string, html: string) {
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    // Data blocks are never run: JSON-LD, and the page data a screen hydrates from (PageData).
    if (/\ssrc="/.test(tag) || /type="application\/(ld\+)?json"/.test(tag)) continue;
    throw new Error(`${page}: inline script ${tag} (the CSP would block it)`);
  }
}

function sitemap(origin: string, pages: readonly string[]): string {
  const urls = pages.map((page) => `  <url><loc>${new URL(page, `${origin}/`).href}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  let failed = false;
  return {
    name: 'prerender-pages',
    apply: (_config, env) => env.isPreview === true || (env.command === 'build' && !env.isSsrBuild),
    configResolved(resolved) {
      config = resolved;
    },
    // A failed build still closes its bundle: then there is nothing to prerender, and the build's
    // own error is the one to show.
    buildEnd(error) {
      failed = error !== undefined;
    },
    renderError() {
      failed = true;
    },
    // `vite preview` serves the build as deploy/ does: /product/4 from product/4/index.html, and a
    // path with no page gets 404.html with status 404 (a missing file keeps Vite's own 404).
    configurePreviewServer(server) {
      const outDir = resolve(config.root, config.build.outDir);
      server.middlewares.use((request, response, next) => {
        let path: string;
        try {
          path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
        } catch {
          // Not a path any page has (/%ff): Vite's own answer.
          return next();
        }
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        if (/\.[a-z0-9]+$/i.test(path) || path.startsWith('/assets/')) return next();
        const page = join(outDir, path === '/' ? 'index.html' : pageFile(path));
        if (page.startsWith(outDir) && existsSync(page)) {
          request.url = `/${pageFile(path === '/' ? '/' : path)}`;
          return next();
        }
        const notFound = join(outDir, pageFile(NOT_FOUND_PAGE));
        if (!existsSync(notFound)) return next();
        response.statusCode = 404;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(readFileSync(notFound));
      });
    },
    closeBundle: {
      // After the other plugins (build-reports/ must exist), one at a time.
      order: 'post',
      sequential: true,
      async handler() {
        if (failed) return;
        const started = performance.now();
        const outDir = resolve(config.root, config.build.outDir);
        // Inside the project, so the server bundle's imports of react & co. resolve from node_modules.
        const serverDir = join(config.root, 'node_modules', '.prerender');
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: SERVER_ENTRY,
            outDir: serverDir,
            emptyOutDir: true,
            rolldownOptions: {
              // Node loads the server bundle from disk: how it splits does not matter, so a module
              // imported both ways (the shop's results: src/catalogue/shopFirstPage.ts runs as
              // written here) is no news.
              onLog(level, log, handler) {
                if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
              },
            },
          },
        });
        const server = (await import(
          `${pathToFileURL(join(serverDir, 'prerender.js')).href}?t=${Date.now()}`
        )) as ServerEntry;

        const routes = await server.routeSummaries();
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const reports = resolve(outDir, '..', 'build-reports');
        const manifest = JSON.parse(readFileSync(join(reports, 'manifest.json'), 'utf8')) as Record<
          string,
          ManifestChunk
        >;
        let written = 0;
        const previews: string[] = [];
        for (const route of routes) {
          for (const page of route.pages) {
            const { head, body } = await server.renderPage(page);
            const links = screenLinks(
              manifest,
              route.screenModule,
              template,
              body.includes('data-hydrates-later'),
            );
            const html = pageHtml(template, page, links + head, body);
            assertNoInlineScript(page, html);
            previews.push(...previewsNamed(html));
            const file = join(outDir, pageFile(page));
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, html);
            written += 1;
          }
        }
        const drawn = writeLinkPreviews(outDir, previews);
        const indexable = routes.filter((route) => route.inSitemap).flatMap((route) => route.pages);
        writeFileSync(join(outDir, 'sitemap.xml'), sitemap(server.SITE_ORIGIN, indexable));
        const robots = readFileSync(join(outDir, 'robots.txt'), 'utf8').trimEnd();
        writeFileSync(
          join(outDir, 'robots.txt'),
          `${robots}\n\nSitemap: ${server.SITE_ORIGIN}/sitemap.xml\n`,
        );
        writeFileSync(join(reports, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
        rmSync(serverDir, { recursive: true, force: true });
        config.logger.info(
          `prerendered ${written} pages (${drawn} link preview images) in ${((performance.now() - started) / 1000).toFixed(1)} s, sitemap.xml with ${indexable.length} of them`,
        );
      },
    },
  };
}
