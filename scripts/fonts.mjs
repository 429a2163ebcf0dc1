// `npm run fonts`: the two variable fonts cut to the characters the site's text uses, written to
// src/theme/fonts/ with the characters they cover (docs/performance.md "Where the bytes go").
// Committed, so the bundler hashes the files it ships: a new cut gets a new file name, and so does
// every stylesheet that names it. The build fails when src/ uses a character the committed fonts do
// not cover (scripts/fontSubset.ts).
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** Each shipped font: the package file it is cut from and where the cut goes. */
export const FONTS = [
  {
    from: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    to: 'src/theme/fonts/inter-latin-wght-normal.woff2',
  },
  {
    from: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    to: 'src/theme/fonts/fraunces-latin-wght-normal.woff2',
  },
];

/**
 * The weights the committed fonts keep: the theme's lightest to boldest (src/theme/tokens.ts
 * `fontWeight`; the build checks they agree). Cutting the weight axis to them takes a quarter off
 * Inter and a tenth off Fraunces; every weight in the range draws as the full font does.
 */
export const WEIGHTS = { min: 400, max: 700 };

/** The characters the committed fonts cover, one line. */
export const CHARACTERS_FILE = 'src/theme/fonts/characters.txt';

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Printable ASCII and every other character written anywhere in the app's source, sorted. */
export function charactersUsed(root) {
  const characters = new Set(
    Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)),
  );
  for (const file of sourceFiles(join(root, 'src')))
    for (const character of readFileSync(file, 'utf8'))
      if (character > '~') characters.add(character);
  return [...characters].sort().join('');
}

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  // subset-font (CommonJS, harfbuzz in WebAssembly): its one function, as its README documents it.
  const subsetFont = require('subset-font');
  const text = charactersUsed(root);
  for (const font of FONTS) {
    const source = readFileSync(require.resolve(font.from));
    const subset = await subsetFont(source, text, {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHTS },
    });
    writeFileSync(join(root, font.to), subset);
    console.log(
      `${font.to}: ${(source.length / 1024).toFixed(1)} -> ${(subset.length / 1024).toFixed(1)} KB`,
    );
  }
  writeFileSync(join(root, CHARACTERS_FILE), `${text}\n`);
  console.log(`${CHARACTERS_FILE}: ${[...text].length} characters`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
