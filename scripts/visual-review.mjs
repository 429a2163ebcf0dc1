// The visual review of a branch against its base: every picture that differs from the base
// branch's baselines, whether the branch already committed it or the last story run found it
// (docs/testing.md "Visual review on a pull request"). CI's visual-review workflow runs it on each
// pull request and posts visual-report/comment.md; it works the same locally:
//
//   npm run test:visual:review [-- --base <ref>] [--storybook-url <url>] [--report-url <url>]
//       [--no-run: review the last story run instead of running the stories first]
//
// Writes to visual-report/: index.html (reference | actual | diff of each, scripts/visual-report.mjs),
// review.json (what scripts/visual-approve.mjs approves), comment.md (the pull request's comment:
// links, counts, a small picture of each change) and changes/<shot>.png (those small pictures).
// The base defaults to origin/main, or main where there is no origin.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { samePixels } from './banded-png.mjs';
import {
  baselines,
  changedBoxOf,
  describeChange,
  git,
  lastRunEntries,
  option,
  out,
  parse,
  writeReport,
} from './visual-report.mjs';

/** Where the baselines test lists the baselines no story takes (tests/visual/baselines.test.ts). */
const orphansFile = 'test-results/orphan-baselines.json';
/** The base's pictures, out of the report's folder (writeReport empties that). */
const baseFolder = 'test-results/visual-base';
/** The widest small picture in the comment, in pixels. */
const CHANGE_WIDTH = 640;
/** How much of a resized picture is shown from where it starts to differ, in rows. */
const CHANGE_ROWS = 120;
/**
 * Rows in the comment at most: GitHub takes 65,536 characters a comment, and a theme change can
 * touch hundreds of pictures; the report lists them all.
 */
const COMMENT_ROWS = 60;
/** The comment's first line: the workflow finds its own comment by it and edits it. */
export const COMMENT_MARKER = '<!-- visual-review -->';

const refExists = (ref) => {
  try {
    git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
    return true;
  } catch {
    return false;
  }
};

const base = option('--base') ?? (refExists('origin/main') ? 'origin/main' : 'main');
const storybookUrl = option('--storybook-url');
const reportUrl = option('--report-url');

/**
 * Baselines this branch added, changed or deleted since it left the base: the pictures a reviewer
 * approves by approving the code.
 */
function committedChanges() {
  const since = git('merge-base', base, 'HEAD');
  const lines = git('diff', '--name-status', '--no-renames', since, 'HEAD', '--', baselines);
  return lines
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [status, path] = line.split('\t');
      return {
        status,
        path,
        shot: path
          .split('/')
          .pop()
          .replace(/\.png$/, ''),
        since,
      };
    });
}

/** The base's version of a baseline, written to test-results/; null where the base has none. */
function baseVersion(shot, since) {
  try {
    const bytes = execFileSync('git', ['show', `${since}:${baselines}/${shot}.png`]);
    mkdirSync(baseFolder, { recursive: true });
    const path = join(baseFolder, `${shot}.png`);
    writeFileSync(path, bytes);
    return path;
  } catch {
    return null;
  }
}

const decode = (path) => PNG.sync.read(readFileSync(path));

/**
 * Every picture that differs from the base: a pending shot (failed in the last run, not yet
 * accepted) shows base → the run's picture; a committed one base → the branch's baseline; a
 * baseline no story takes any more is removed. A re-encoded baseline with the same pixels is not
 * a change.
 */
function reviewEntries() {
  const entries = new Map();
  for (const change of committedChanges()) {
    const reference = change.status === 'A' ? null : baseVersion(change.shot, change.since);
    const actual = change.status === 'D' ? null : change.path;
    entries.set(change.shot, {
      shot: change.shot,
      reference,
      actual,
      diff: null,
      status: 'committed',
    });
  }
  for (const pending of lastRunEntries()) {
    // Accepted since that run: its picture is the branch's baseline now.
    const { reference: baseline, actual } = pending;
    if (baseline && samePixels(decode(baseline), decode(actual))) continue;
    const committed = entries.get(pending.shot);
    // The change from the base is what merging would bring: base → this run's picture.
    const reference = committed ? committed.reference : pending.reference;
    entries.set(pending.shot, { ...pending, reference, diff: committed ? null : pending.diff });
  }
  const orphans = existsSync(orphansFile) ? JSON.parse(readFileSync(orphansFile, 'utf8')) : [];
  for (const file of orphans) {
    const shot = file.replace(/\.png$/, '');
    entries.set(shot, {
      shot,
      reference: join(baselines, file),
      actual: null,
      diff: null,
      status: 'pending',
    });
  }
  return [...entries.values()]
    .filter(
      ({ reference, actual }) =>
        !reference || !actual || !samePixels(decode(reference), decode(actual)),
    )
    .sort((a, b) => a.shot.localeCompare(b.shot));
}

const kindOf = ({ reference, actual }) => (!reference ? 'new' : !actual ? 'removed' : 'changed');

/** A picture scaled down by a whole factor (the mean of each block), so it fits `width`. */
function shrink(image, width) {
  const factor = Math.max(1, Math.ceil(image.width / width));
  if (factor === 1) return image;
  const small = new PNG({
    width: Math.floor(image.width / factor),
    height: Math.floor(image.height / factor),
  });
  for (let y = 0; y < small.height; y += 1)
    for (let x = 0; x < small.width; x += 1)
      for (let c = 0; c < 4; c += 1) {
        let sum = 0;
        for (let dy = 0; dy < factor; dy += 1)
          for (let dx = 0; dx < factor; dx += 1)
            sum += image.data[((y * factor + dy) * image.width + x * factor + dx) * 4 + c];
        small.data[(y * small.width + x) * 4 + c] = Math.round(sum / (factor * factor));
      }
  return small;
}

/** A rectangle of a picture, enlarged `zoom` times with square pixels. */
function crop(image, { x, y, width, height }, zoom = 1) {
  const part = new PNG({ width: width * zoom, height: height * zoom });
  for (let row = 0; row < part.height; row += 1)
    for (let column = 0; column < part.width; column += 1) {
      const from = ((y + Math.floor(row / zoom)) * image.width + x + Math.floor(column / zoom)) * 4;
      image.data.copy(part.data, (row * part.width + column) * 4, from, from + 4);
    }
  return part;
}

/** Pictures side by side (or one above the other) on a grey ground, 8 px apart. */
function together(images, { stacked = false } = {}) {
  const gap = 8;
  const along = (image) => (stacked ? image.height : image.width);
  const across = (image) => (stacked ? image.width : image.height);
  const length = images.reduce((sum, image) => sum + along(image), 0) + gap * (images.length - 1);
  const breadth = Math.max(...images.map(across));
  const sheet = new PNG(
    stacked ? { width: breadth, height: length } : { width: length, height: breadth },
  );
  sheet.data.fill(0x99);
  let offset = 0;
  for (const image of images) {
    const [x, y] = stacked ? [0, offset] : [offset, 0];
    PNG.bitblt(image, sheet, 0, 0, image.width, image.height, x, y);
    offset += along(image) + gap;
  }
  return sheet;
}

/**
 * Where two pictures of the same width first differ: the box around the changed pixels of their
 * common top, cut to CHANGE_ROWS rows from where it starts (a change that moves what is below it
 * changes everything down to the end). Undefined for other sizes.
 */
function firstChange(before, after) {
  if (before.width !== after.width) return undefined;
  const height = Math.min(before.height, after.height);
  const top = (image) => crop(image, { x: 0, y: 0, width: image.width, height });
  const box = changedBoxOf(top(before), top(after));
  return box && { ...box, height: Math.min(box.height, CHANGE_ROWS) };
}

/**
 * The small picture of one change for the comment: the changed area before | after, enlarged when
 * small; for a new or removed shot (or a width change), the top of the pictures there are, shrunk.
 */
function changePicture(entry) {
  const before = entry.reference && decode(entry.reference);
  const after = entry.actual && decode(entry.actual);
  const box = before && after ? firstChange(before, after) : undefined;
  let sheet;
  if (box) {
    // Side by side when two fit the width, else before above after.
    const zoom = Math.max(1, Math.min(4, Math.floor(CHANGE_WIDTH / 2 / box.width)));
    const stacked = box.width * 2 > CHANGE_WIDTH;
    sheet = shrink(
      together([crop(before, box, zoom), crop(after, box, zoom)], { stacked }),
      CHANGE_WIDTH,
    );
  } else {
    const shown = [before, after].filter(Boolean);
    const top = (image) =>
      crop(image, { x: 0, y: 0, width: image.width, height: Math.min(image.height, 1200) });
    sheet = together(shown.map((image) => shrink(top(image), CHANGE_WIDTH / 2)));
  }
  mkdirSync(join(out, 'changes'), { recursive: true });
  const path = join(out, 'changes', `${entry.shot}.png`);
  writeFileSync(path, PNG.sync.write(sheet, { deflateLevel: 9 }));
  return path;
}

const link = (url, path) => (url ? `${url.replace(/\/$/, '')}/${path}` : path);

function comment(entries, head) {
  const count = (kind) => entries.filter((entry) => kindOf(entry) === kind).length;
  const pending = entries.filter((entry) => entry.status === 'pending').length;
  const links = [
    storybookUrl && `[Storybook of this change](${storybookUrl})`,
    `[Visual report](${link(reportUrl, 'index.html')})`,
    `commit \`${head.slice(0, 7)}\` against \`${base}\``,
  ].filter(Boolean);
  const lines = [
    COMMENT_MARKER,
    `### Visual review: ${count('changed')} changed, ${count('new')} new, ${count('removed')} removed`,
    '',
    links.join(' · '),
    '',
  ];
  if (entries.length === 0) {
    lines.push('No picture differs from the base branch.');
    return lines.join('\n');
  }
  lines.push(
    pending > 0
      ? `**${pending} waiting for approval.** Add the label \`visual: accept\` to approve them: CI re-shoots those stories and commits their pictures to this branch. Locally: \`npm run test:visual:accept -- <story id>\`.`
      : 'Every change is committed on this branch: approving the pull request approves them.',
    '',
    '| | story | mode | change | picture (before, after) |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const entry of entries.slice(0, COMMENT_ROWS)) {
    const { id, mode } = parse(entry.shot);
    const state = entry.status === 'pending' ? 'waiting' : 'committed';
    const picture = `![${kindOf(entry)}: ${entry.shot}](${link(reportUrl, `changes/${entry.shot}.png`)})`;
    const storyLink = storybookUrl ? `[\`${id}\`](${storybookUrl}?path=/story/${id})` : `\`${id}\``;
    lines.push(
      `| ${kindOf(entry)}, ${state} | ${storyLink} | ${mode} | ${describeChange(entry).change} | ${picture} |`,
    );
  }
  if (entries.length > COMMENT_ROWS)
    lines.push(
      '',
      `And ${entries.length - COMMENT_ROWS} more: every one is in the [visual report](${link(reportUrl, 'index.html')}).`,
    );
  return lines.join('\n') + '\n';
}

if (!process.argv.includes('--no-run')) {
  // Every story, writing no baseline (a new story's first picture waits for approval too), and
  // the test that lists the baselines no story takes.
  spawnSync('node', ['scripts/visual-report.mjs', 'run', '--update=none'], { stdio: 'inherit' });
  spawnSync('npx', ['vitest', 'run', '--project', 'browser', 'tests/visual'], { stdio: 'inherit' });
}
const entries = reviewEntries();
const head = git('rev-parse', 'HEAD');
writeReport(entries, { title: 'Visual review' });
mkdirSync(out, { recursive: true });
for (const entry of entries.slice(0, COMMENT_ROWS)) changePicture(entry);
const review = {
  base,
  head,
  shots: entries.map((entry) => ({
    shot: entry.shot,
    kind: kindOf(entry),
    status: entry.status,
  })),
};
writeFileSync(join(out, 'review.json'), JSON.stringify(review, null, 2) + '\n');
writeFileSync(join(out, 'comment.md'), comment(entries, head));
console.log(
  `Visual review: ${entries.length} picture${entries.length === 1 ? '' : 's'} differ from ${base} (${join(out, 'comment.md')}).`,
);
