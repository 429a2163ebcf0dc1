// Re-encodes the visual baselines this checkout has changed in content-defined bands
// (scripts/banded-png.mjs, docs/testing.md "Baselines are encoded for git"): the same pixels, in a
// form whose next change git stores as a delta. `npm run test:visual:update` and `npm run
// test:visual:accept` run it (and through them the pull request's approval), so every baseline
// lands encoded. Baselines nobody re-shoots keep the bytes they have.
//
//   node scripts/encode-baselines.mjs             the baselines git sees as new or modified
//   node scripts/encode-baselines.mjs a.png ...   these files
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { encodeBaseline } from './banded-png.mjs';
import { baselines } from './visual-report.mjs';

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
  console.log('Baselines: none changed, nothing to encode.');
  process.exit(0);
}

let before = 0;
let after = 0;
for (const file of files) {
  const input = readFileSync(file);
  const output = encodeBaseline(input);
  before += input.length;
  after += output.length;
  if (Buffer.compare(input, output) !== 0) writeFileSync(file, output);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`Baselines: ${files.length} encoded in bands, ${kb(before)} -> ${kb(after)}.`);
