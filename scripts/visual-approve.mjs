// Approves a visual review (docs/testing.md "Visual review on a pull request"): re-shoots only the
// stories whose pictures the review found waiting, makes the pictures the reviewer saw the new
// baselines, deletes the baselines no story takes, and commits them on the current branch. CI's
// visual-review workflow runs it when a pull request gets the `visual: accept` label; it runs the
// same way locally:
//
//   node scripts/visual-approve.mjs [--review visual-report/review.json] [--by <name>] [--push]
//
// It approves nothing the review did not show: a shot that fails now but was not in the review is
// left failing (and named), and a reviewed shot that no longer fails is named and skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sanitize } from 'storybook/internal/csf';
import { accept, baselines, failedShots, git, option, parse } from './visual-report.mjs';

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const reviewFile = option('--review') ?? 'visual-report/review.json';
if (!existsSync(reviewFile)) fail(`No ${reviewFile}: run scripts/visual-review.mjs first.`);
const review = JSON.parse(readFileSync(reviewFile, 'utf8'));
const head = git('rev-parse', 'HEAD');
if (review.head !== head)
  fail(
    `The review is of ${review.head.slice(0, 7)}, the branch is at ${head.slice(0, 7)}: wait for the review of the newest commit, then approve again.`,
  );
if (git('status', '--porcelain', '--', baselines) !== '')
  fail(`${baselines} has uncommitted changes: commit or discard them first.`);

const waiting = review.shots.filter((shot) => shot.status === 'pending');
const reshoot = waiting.filter((shot) => shot.kind !== 'removed').map((shot) => shot.shot);
const removed = waiting.filter((shot) => shot.kind === 'removed').map((shot) => shot.shot);
if (waiting.length === 0) {
  console.log('Nothing is waiting for approval: every change in the review is committed.');
  process.exit(0);
}

/** The story files that hold these stories, from each file's title (Storybook's own id rule). */
function storyFiles(ids) {
  const files = [];
  const folders = readdirSync('stories', { withFileTypes: true }).filter((d) => d.isDirectory());
  for (const folder of folders)
    for (const name of readdirSync(join('stories', folder.name))) {
      if (!name.endsWith('.stories.tsx')) continue;
      const path = join('stories', folder.name, name);
      const title = /^\s*title:\s*'([^']+)'/m.exec(readFileSync(path, 'utf8'))?.[1];
      if (!title) fail(`${path} has no title: the approval cannot find its stories' ids.`);
      if (ids.some((id) => id.startsWith(`${sanitize(title)}--`))) files.push(path);
    }
  return files;
}

const accepted = [];
if (reshoot.length > 0) {
  const ids = [...new Set(reshoot.map((shot) => parse(shot).id))];
  const files = storyFiles(ids);
  console.log(`Re-shooting ${ids.length} stories in ${files.length} files: ${files.join(', ')}`);
  // Fails where pictures differ: that is what is being approved. No baseline is written here.
  spawnSync('node', ['scripts/visual-report.mjs', 'run', '--update=none', ...files], {
    stdio: 'inherit',
  });
  const failing = new Set(failedShots());
  const approvable = reshoot.filter((shot) => failing.has(shot));
  for (const shot of reshoot.filter((shot) => !failing.has(shot)))
    console.warn(`skipped ${shot}: it matches its baseline now`);
  for (const shot of [...failing].filter((shot) => !reshoot.includes(shot)))
    console.warn(`left ${shot}: it changed, but the review did not show it`);
  if (approvable.length > 0 && accept(approvable) !== 0) fail('Accepting the pictures failed.');
  accepted.push(...approvable);
}
for (const shot of removed) {
  rmSync(join(baselines, `${shot}.png`), { force: true });
  console.log(`deleted ${shot}`);
}

if (accepted.length + removed.length === 0) {
  console.log('Nothing to commit: no reviewed picture differs any more.');
  process.exit(0);
}
git('add', '--all', '--', baselines);
const by = option('--by');
const message = [
  `Visual baselines approved: ${accepted.length} re-shot, ${removed.length} removed`,
  '',
  `As reviewed at ${head.slice(0, 7)} against ${review.base}${by ? `, approved by ${by}` : ''}`,
  '(scripts/visual-approve.mjs).',
  '',
  ...accepted.map((shot) => `- ${shot}`),
  ...removed.map((shot) => `- ${shot} (removed)`),
].join('\n');
git('commit', '--quiet', '-m', message);
console.log(`Committed ${git('rev-parse', '--short', 'HEAD')}: ${message.split('\n')[0]}`);
if (process.argv.includes('--push')) git('push', '--quiet', 'origin', 'HEAD');
