// `npm test`: every layer, in order, fastest first, with the time each took and one closing count.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const layers = [
  { name: 'browser', cmd: 'node', args: ['scripts/ensure-chromium.mjs'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.', '--log-level=warn'] },
  {
    name: 'vitest (unit, browser, stories and their shots)',
    cmd: 'npx',
    args: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/vitest.json',
    ],
    counts: 'vitest',
  },
  { name: 'build', cmd: 'npx', args: ['vite', 'build', '--logLevel=warn'] },
  {
    // Every emitted chunk, lazy ones included, against package.json's browserslist (README
    // "Browser support"): syntax a supported browser cannot parse fails here, not on a phone.
    name: 'browser syntax (es-check)',
    cmd: 'npx',
    args: ['es-check', 'checkBrowser', 'dist/**/*.js', '--module', '--checkFeatures', '--silent'],
  },
  { name: 'budgets', cmd: 'node', args: ['scripts/budgets.mjs'], optional: 'scripts/budgets.mjs' },
  {
    // The Storybook designers open: built, then every story and docs page opened in Chromium
    // (README "The published Storybook").
    name: 'static Storybook',
    cmd: 'node',
    args: ['scripts/storybook-static.mjs'],
  },
  {
    // The journeys and checks; the @fuzz cases are `npm run test:fuzz` (README "The two commands").
    name: 'e2e (Playwright)',
    cmd: 'npx',
    args: ['playwright', 'test', '--project=chromium'],
    counts: 'playwright',
  },
];

// Only this run's reports: other runs (a watch, a bench) may be using the folder.
for (const report of ['vitest.json', 'e2e.json']) rmSync(`test-results/${report}`, { force: true });
// Only this run's failed shots go into the visual review report.
rmSync('.vitest-attachments/visual', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

const env = {
  ...process.env,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};
const timings = [];
let passed = 0;
let failed = 0;
let failedLayer;

for (const layer of layers) {
  if (layer.optional && !existsSync(layer.optional)) continue;
  console.log(`\n━━ ${layer.name} ━━`);
  const started = Date.now();
  const result = spawnSync(layer.cmd, layer.args, { stdio: 'inherit', env });
  const seconds = (Date.now() - started) / 1000;
  timings.push({ layer: layer.name, seconds: Number(seconds.toFixed(1)) });
  if (layer.counts === 'vitest' && existsSync('test-results/vitest.json')) {
    const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (layer.counts === 'playwright' && existsSync('test-results/e2e.json')) {
    const report = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'));
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky;
  }
  // A failed shot: visual-report/index.html, reference | actual | diff (README "Visual regression").
  if (layer.counts === 'vitest' && result.status !== 0)
    spawnSync('node', ['scripts/visual-report.mjs', 'report'], { stdio: 'inherit', env });
  if (result.status !== 0) {
    failedLayer = layer.name;
    break;
  }
}

console.log('\nTime by layer:');
for (const { layer, seconds } of timings)
  console.log(`  ${layer.padEnd(42)} ${seconds.toFixed(1)} s`);
if (failedLayer) console.log(`\nFailed in: ${failedLayer}`);
// scripts/bench.mjs prints these next to its own figures. Not in test-results/, which every
// Playwright run empties.
mkdirSync('bench-results', { recursive: true });
const summary = {
  finishedAt: new Date().toISOString(),
  passed,
  failed,
  failedLayer,
  layers: timings,
};
writeFileSync('bench-results/test-timings.json', `${JSON.stringify(summary, null, 2)}\n`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedLayer ? 1 : 0);
