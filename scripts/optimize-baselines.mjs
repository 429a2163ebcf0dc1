// Losslessly recompresses the visual baselines this checkout has changed (docs/testing.md
// "Baselines are optimised losslessly"): `npm run test:visual:update` and `npm run
// test:visual:accept` run it, so every baseline lands optimised. Same pixels, about half the bytes:
// each rewritten baseline adds its PNG to the repository's history whole.
//
//   node scripts/optimize-baselines.mjs             the baselines git sees as new or modified
//   node scripts/optimize-baselines.mjs a.png ...   these files
//
// oxipng (compiled to WebAssembly in @jsquash/oxipng, pinned by the lockfile): the same bytes on
// every machine, nothing to install.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import optimise, { init } from '@jsquash/oxipng/optimise.js';

const baselines = 'tests/visual/__screenshots__';

/** The baselines git reports as added, modified or untracked. */
function changedBaselines() {
  const status = execFileSync(
    'git',
    ['status', '--porcelain', '--untracked-files=all', '--', baselines],
    { encoding: 'utf8' },
  );
  return status
    .split('\n')
    .filter((line) => /^( M|M |MM|\?\?|A |AM)/.test(line))
    .map((line) => line.slice(3))
    .filter((path) => path.endsWith('.png'));
}

const files = process.argv.length > 2 ? process.argv.slice(2) : changedBaselines();
if (files.length === 0) {
  console.log('Baselines: none changed, nothing to optimise.');
  process.exit(0);
}

// Node has no fetch for file: URLs, so the WebAssembly module is handed over as bytes.
const require = createRequire(import.meta.url);
await init(readFileSync(require.resolve('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm')));

let before = 0;
let after = 0;
for (const file of files) {
  const input = readFileSync(file);
  const output = Buffer.from(
    await optimise(input, { level: 2, interlace: false, optimiseAlpha: false }),
  );
  before += input.length;
  if (output.length < input.length) {
    writeFileSync(file, output);
    after += output.length;
  } else after += input.length;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`Baselines: ${files.length} optimised losslessly, ${kb(before)} -> ${kb(after)}.`);
