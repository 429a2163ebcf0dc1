/**
 * `vite build` plugin: cuts the shipped woff2 fonts down to the characters the site's own text
 * uses (printable ASCII plus every other character found in src/) and to the weight range the
 * theme uses (400-700), so they arrive in the first round trips of a slow phone connection
 * (README, "Performance"). The file name gets a new content hash.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
// subset-font (CommonJS) ships no types: its one function, as its README documents it.
const subsetFont = createRequire(import.meta.url)('subset-font') as (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2'; variationAxes: Record<string, { min: number; max: number }> },
) => Promise<Buffer>;

/** The theme's lightest and heaviest weights (src/theme/tokens.ts, fontWeight). */
const WEIGHTS = { min: 400, max: 700 };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Printable ASCII and every other character written anywhere in the app's source. */
export function charactersUsed(root: string): string {
  const ascii = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index));
  const others = new Set<string>();
  for (const file of sourceFiles(join(root, 'src')))
    for (const character of readFileSync(file, 'utf8')) if (character > '~') others.add(character);
  return [...ascii, ...others].join('');
}

export function subsetFonts(): Plugin {
  let root = process.cwd();
  return {
    name: 'subset-fonts',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const text = charactersUsed(root);
      const renamed = new Map<string, string>();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'asset' || !fileName.endsWith('.woff2')) continue;
        const source = Buffer.from(output.source);
        const subset = await subsetFont(source, text, {
          targetFormat: 'woff2',
          variationAxes: { wght: WEIGHTS },
        });
        const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 8);
        const next = fileName.replace(/-[\w-]{8}\.woff2$/, `-${hash}.woff2`);
        delete bundle[fileName];
        this.emitFile({ type: 'asset', fileName: next, source: subset });
        renamed.set(fileName, next);
      }
      // The CSS that names them.
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
        let css =
          typeof output.source === 'string' ? output.source : Buffer.from(output.source).toString();
        for (const [from, to] of renamed) css = css.split(from).join(to);
        output.source = css;
      }
    },
  };
}
