// `npm test`: every layer, with the time each took and one closing count.
//
// First the checks that need no browser, two at a time: each of them (tsc, ESLint, Prettier, the
// two builds) is one process that keeps one core busy, so on 2 cores a second one runs beside it
// for free (about 38 s one after another, 25 s side by side). Their output is held and printed whole,
// in the order below, so a failure reads as it would alone. Then the browser layers one at a time:
// each already keeps both cores busy.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;

/** Groups that run side by side; the layers of one group run in order, each needing the last. */
const checks = [
  [
    // The Storybook designers open, built here and opened in the `static Storybook` layer below.
    {
      name: 'Storybook build',
      cmd: bin('storybook'),
      args: ['build', '--quiet', '-o', 'storybook-static'],
    },
  ],
  [{ name: 'typecheck', cmd: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] }],
  [{ name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] }],
  [
    { name: 'build', cmd: bin('vite'), args: ['build', '--logLevel=warn'] },
    {
      // Every emitted chunk, lazy ones included, against package.json's browserslist
      // (docs/browser-support.md "Browser support"): syntax a supported browser cannot parse fails
      // here, not on a phone.
      name: 'browser syntax (es-check)',
      cmd: bin('es-check'),
      args: ['checkBrowser', 'dist/**/*.js', '--module', '--checkFeatures', '--silent'],
    },
    { name: 'budgets', cmd: 'node', args: ['scripts/budgets.mjs'] },
  ],
  [{ name: 'format', cmd: bin('prettier'), args: ['--check', '.', '--log-level=warn'] }],
  // Every README or docs/ section a file cites exists, and the docs' links lead somewhere (< 1 s).
  [{ name: 'doc citations', cmd: 'node', args: ['scripts/check-doc-citations.mjs'] }],
  // The GitHub Actions workflows against their schema (< 1 s): they run only on GitHub, so a
  // misspelt key would otherwise show up on the first pull request after it.
  [{ name: 'workflows', cmd: 'npm', args: ['run', '--silent', 'check:workflows'] }],
];
const sideBySide = 2;

const browserLayers = [
  // The browser the layers below drive: found, or unpacked from the lockfile's package.
  { name: 'browser', cmd: 'node', args: ['scripts/ensure-chromium.mjs'] },
  {
    name: 'vitest (unit, browser, stories and their shots)',
    cmd: bin('vitest'),
    args: [
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/vitest.json',
    ],
    counts: 'vitest',
  },
  {
    // The Storybook built above, every story and docs page opened in Chromium (docs/storybook.md
    // "The static Storybook check").
    name: 'static Storybook',
    cmd: 'node',
    args: ['scripts/storybook-static.mjs', '--no-build'],
  },
  {
    // The journeys and checks; the @fuzz cases are `npm run test:fuzz` (README "The two commands").
    name: 'e2e (Playwright)',
    cmd: bin('playwright'),
    args: ['test', '--project=chromium'],
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

const testStarted = Date.now();
const header = (name) => console.log(`\n━━ ${name} ━━`);
const seconds = (since) => Number(((Date.now() - since) / 1000).toFixed(1));

/** Runs one layer with its output held: { status, output, seconds }. */
function runHeld(layer) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(layer.cmd, layer.args, { env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) =>
      done({ status: status ?? 1, output: Buffer.concat(output), seconds: seconds(started) }),
    );
  });
}

{
  const phaseStarted = Date.now();
  const names = checks.flat().map((layer) => layer.name);
  console.log(`\n${names.join(', ')}: ${sideBySide} at a time, each printed once it is done…`);
  const queue = checks.map((group, index) => ({ group, index }));
  /** Per group, what its layers gave (a group stops at its first failure). */
  const results = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      results[next.index] = [];
      for (const layer of next.group) {
        const result = await runHeld(layer);
        results[next.index].push({ layer, ...result });
        if (result.status !== 0) break;
      }
    }
  };
  await Promise.all(Array.from({ length: sideBySide }, lane));
  for (const { layer, status, output, seconds: took } of results.flat()) {
    header(layer.name);
    process.stdout.write(output);
    timings.push({ layer: layer.name, seconds: took });
    if (status !== 0) failedLayer ??= layer.name;
  }
  timings.push({
    layer: `(the ${names.length} above, ${sideBySide} at a time)`,
    seconds: seconds(phaseStarted),
  });
}

for (const layer of failedLayer ? [] : browserLayers) {
  header(layer.name);
  const started = Date.now();
  const result = spawnSync(layer.cmd, layer.args, { stdio: 'inherit', env });
  timings.push({ layer: layer.name, seconds: seconds(started) });
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
  // A failed shot: visual-report/index.html, reference | actual | diff (docs/testing.md "Reviewing
  // a failed visual run").
  if (layer.counts === 'vitest' && result.status !== 0)
    spawnSync('node', ['scripts/visual-report.mjs', 'report'], { stdio: 'inherit', env });
  if (result.status !== 0) {
    failedLayer = layer.name;
    break;
  }
}

console.log('\nTime by layer:');
for (const { layer, seconds } of timings)
  console.log(`  ${layer.padEnd(48)} ${seconds.toFixed(1)} s`);
console.log(`  ${'total'.padEnd(48)} ${seconds(testStarted).toFixed(1)} s`);
if (failedLayer) console.log(`\nFailed in: ${failedLayer}`);
// scripts/bench.mjs prints these next to its own figures. Not in test-results/, which every
// Playwright run empties.
mkdirSync('bench-results', { recursive: true });
const summary = {
  finishedAt: new Date().toISOString(),
  passed,
  failed,
  failedLayer,
  seconds: seconds(testStarted),
  layers: timings,
};
writeFileSync('bench-results/test-timings.json', `${JSON.stringify(summary, null, 2)}\n`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedLayer ? 1 : 0);
