import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';
import type { ShopFirstPage } from '../src/catalogue/shopFirstPage.ts';

/** The module the build writes in its place, as its own file resolves. */
const MODULE = fileURLToPath(new URL('../src/catalogue/shopFirstPage.ts', import.meta.url));

/** Plugins that change the catalogue's data (a generated catalogue for the scale bench). */
const CATALOGUE_PLUGINS = new Set(['scale-catalogue']);

/** Artwork as the module runner gives it: a file of the project, not a data URI. */
const ART_FILE = /^\/src\/catalogue\/art\/[\w/-]+\.svg$/;

/**
 * The bare shop's first page as literal data (docs/architecture.md "The catalogue loads when
 * needed"). src/catalogue/shopFirstPage.ts works it out from the whole catalogue; in the app's
 * production build this plugin runs that module once in Node (Vite's module runner, with the
 * catalogue plugins this build has) and writes its result in its place: 48 products and a count,
 * with each artwork imported as the asset it is. So the shop's first load carries one page of
 * products, however large the catalogue. One source: the module's own code decides what is on the
 * page; a change there changes what is written here.
 */
export function shopFirstPageData(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'shop-first-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async load(id) {
      if (id !== MODULE || config.build.ssr) return;
      const { module } = await runnerImport<{ shopFirstPage: ShopFirstPage }>(MODULE, {
        configFile: false,
        root: config.root,
        logLevel: 'error',
        plugins: config.plugins.filter((plugin) => CATALOGUE_PLUGINS.has(plugin.name)),
        build: { assetsInlineLimit: 0 },
      });
      return literalModule(module.shopFirstPage);
    },
  };
}

/**
 * The page as an ES module: its products as JSON, each artwork an import of its file. `no-inline`
 * (assets are never inlined here anyway) gives the import a module of its own: with the plain
 * `?url` the catalogue's artwork uses (src/catalogue/productArt.ts), the two chunks would share
 * the URL modules, split out into a chunk of their own on every product page's first load. The
 * asset and its URL are the same either way.
 */
export function literalModule({ products, total }: ShopFirstPage): string {
  const art = new Map<string, string>();
  const rows = products.map(({ image, ...product }) => {
    if (!ART_FILE.test(image))
      throw new Error(
        `shop-first-page: the artwork of ${product.name} is not a file under src/catalogue/art (${image.slice(0, 60)})`,
      );
    const name = art.get(image) ?? `art${art.size}`;
    art.set(image, name);
    return `${JSON.stringify(product).slice(0, -1)},"image":${name}}`;
  });
  const imports = [...art].map(
    ([file, name]) => `import ${name} from ${JSON.stringify(`${file}?url&no-inline`)};`,
  );
  return `${imports.join('\n')}\nexport const shopFirstPage = {\n  products: [\n${rows.join(',\n')}\n  ],\n  total: ${total},\n};\n`;
}
