// The visual review report and per-story accept (docs/testing.md "Reviewing a failed visual run").
//
//   node scripts/visual-report.mjs run [vitest args]   the story tests (which take the shots); on a
//                                                      failure, the report
//   node scripts/visual-report.mjs report              the report from the last run's images
//   node scripts/visual-report.mjs accept <id> ...     the last run's pictures of these stories
//                                                      become their baselines
//   node scripts/visual-report.mjs update [args]       every changed shot becomes its baseline
//
// Baselines they write are encoded in bands for git (scripts/encode-baselines.mjs). The pull
// request's review (scripts/visual-review.mjs) renders its page with writeReport below.
//
// A failed shot leaves `<shot>-actual.png` (and `<shot>-diff.png` when the sizes match) in
// .vitest-attachments/visual/. The report, visual-report/index.html, shows only those shots, each
// with its reference, actual and diff side by side and its size before and after, under the
// story's id (the one in Storybook's URL). visual-report/summary.md lists them for CI's job summary.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

export const attachments = '.vitest-attachments/visual';
export const baselines = 'tests/visual/__screenshots__';
export const out = 'visual-report';

/** The value after `--name` on the command line, if any. */
export const option = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
/** A git command's output, trimmed. */
export const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** Width and height from a PNG's IHDR chunk. */
export function sizeOf(path) {
  const header = readFileSync(path).subarray(16, 24);
  return { width: header.readUInt32BE(0), height: header.readUInt32BE(4) };
}

/** Every failed shot of the last run: 'screens-shop--sorted-375-light'. */
export function failedShots() {
  if (!existsSync(attachments)) return [];
  return readdirSync(attachments)
    .filter((file) => file.endsWith('-actual.png'))
    .map((file) => file.slice(0, -'-actual.png'.length))
    .sort();
}

/** 'screens-shop--sorted-375-light' -> story id 'screens-shop--sorted', mode '375 light'. */
export function parse(shot) {
  const match = /^(.*)-(375|1280)-(light|dark)$/.exec(shot);
  return match ? { id: match[1], mode: `${match[2]} px ${match[3]}` } : { id: shot, mode: '' };
}

/**
 * The box around every pixel that differs between two pictures of the same size (the caller
 * knows they are), with a margin, or undefined when none does. A channel counts as changed past
 * 2/255, below anything the shots' tolerance lets through.
 */
export function changedBox(referencePath, actualPath, margin = 12) {
  const before = PNG.sync.read(readFileSync(referencePath));
  const after = PNG.sync.read(readFileSync(actualPath));
  return changedBoxOf(before, after, margin);
}

/** changedBox of two decoded pictures (pngjs) of the same size. */
export function changedBoxOf(before, after, margin = 12) {
  const { width, height } = before;
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      let changed = false;
      for (let c = 0; c < 4 && !changed; c += 1)
        changed = Math.abs(before.data[i + c] - after.data[i + c]) > 2;
      if (!changed) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return undefined;
  const x = Math.max(0, left - margin);
  const y = Math.max(0, top - margin);
  return {
    x,
    y,
    width: Math.min(width, right + margin + 1) - x,
    height: Math.min(height, bottom + margin + 1) - y,
    imageWidth: width,
    imageHeight: height,
  };
}

/**
 * The changed area of one picture, enlarged (pixels kept square) to about a column's width: a
 * small change in a wide shot is otherwise a few pixels in the side-by-side.
 */
function zoomedCrop(label, file, box, zoom) {
  const style = [
    `width:${box.width * zoom}px`,
    `height:${box.height * zoom}px`,
    `background-image:url("images/${file}")`,
    `background-size:${box.imageWidth * zoom}px ${box.imageHeight * zoom}px`,
    `background-position:-${box.x * zoom}px -${box.y * zoom}px`,
  ].join(';');
  return `<figure><figcaption>${label}, ×${zoom}</figcaption><div class="crop" role="img" aria-label="${label} of the changed area, ×${zoom}" style='${style}'></div></figure>`;
}

const escape = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * The shots that failed in the last run, each with its baseline, the run's picture and the diff:
 * the entries of the report `npm test` writes.
 */
export function lastRunEntries() {
  return failedShots().map((shot) => {
    const reference = join(baselines, `${shot}.png`);
    const diff = join(attachments, `${shot}-diff.png`);
    return {
      shot,
      reference: existsSync(reference) ? reference : null,
      actual: join(attachments, `${shot}-actual.png`),
      diff: existsSync(diff) ? diff : null,
      status: 'pending',
    };
  });
}

/** What changed in one entry, in words, and the box where its pixels changed (same size only). */
export function describeChange({ reference, actual }) {
  if (!reference) return { change: 'new shot: no baseline before' };
  if (!actual) return { change: 'removed: no story takes this shot any more' };
  const before = sizeOf(reference);
  const after = sizeOf(actual);
  if (before.width !== after.width || before.height !== after.height)
    return {
      change: `size changed: ${before.width}×${before.height} → ${after.width}×${after.height}`,
    };
  const box = changedBox(reference, actual);
  return {
    change: box
      ? `pixels changed, within ${box.width}×${box.height} px at (${box.x}, ${box.y})`
      : 'pixels changed',
    box,
  };
}

const howToApprove = {
  pending: (id) => `Accept: <code>npm run test:visual:accept -- ${escape(id)}</code>`,
  committed: () => 'Committed on this branch.',
};

/**
 * visual-report/index.html (and summary.md for CI's job summary): each entry under its story id
 * and mode, reference | actual | diff side by side, and under a shot of the same size the changed
 * area enlarged. `entries` are lastRunEntries() for `npm test`; the pull request's review adds the
 * pictures its commits changed (scripts/visual-review.mjs).
 */
export function writeReport(entries = lastRunEntries(), { title = 'Visual changes' } = {}) {
  rmSync(out, { recursive: true, force: true });
  if (entries.length === 0) return 0;
  mkdirSync(join(out, 'images'), { recursive: true });
  const rows = [];
  const summary = [];
  for (const entry of entries) {
    const { shot } = entry;
    const { id, mode } = parse(shot);
    const figure = (label, from, file) => {
      if (!from) return `<figure><figcaption>${label}</figcaption><p>none</p></figure>`;
      copyFileSync(from, join(out, 'images', file));
      const { width, height } = sizeOf(from);
      return `<figure><figcaption>${label} (${width}×${height})</figcaption><a href="images/${file}"><img src="images/${file}" alt="${label} of ${escape(shot)}" loading="lazy"></a></figure>`;
    };
    let { change, box } = describeChange(entry);
    let zoomed = '';
    if (box) {
      const zoom = Math.max(1, Math.min(8, Math.floor(400 / Math.max(box.width, box.height / 2))));
      zoomed = `<div class="row">
    ${zoomedCrop('Reference', `${shot}-reference.png`, box, zoom)}
    ${zoomedCrop('Actual', `${shot}-actual.png`, box, zoom)}
    ${entry.diff ? zoomedCrop('Diff', `${shot}-diff.png`, box, zoom) : ''}
  </div>`;
    }
    if (entry.status === 'committed') change += ' (committed)';
    summary.push(`| \`${id}\` | ${mode} | ${change} |`);
    rows.push(`<section id="${escape(shot)}">
  <h2>${escape(id)} <small>${escape(mode)}</small></h2>
  <p>${escape(change)}. In Storybook: <code>?path=/story/${escape(id)}</code>. ${howToApprove[entry.status](id)}</p>
  <div class="row">
    ${figure('Reference', entry.reference, `${shot}-reference.png`)}
    ${figure('Actual', entry.actual, `${shot}-actual.png`)}
    ${figure('Diff', entry.diff, `${shot}-diff.png`)}
  </div>
  ${zoomed}
</section>`);
  }
  const count = entries.length;
  writeFileSync(
    join(out, 'index.html'),
    `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>${escape(title)}: ${count}</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1rem; }
  .row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 0.5rem; align-items: start; }
  figure { margin: 0; overflow-x: auto; }
  img { max-width: 100%; border: 1px solid #888; background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  section { border-top: 1px solid #888; padding-top: 0.5rem; margin-top: 1rem; }
  small { font-weight: normal; }
  .crop { border: 1px solid #888; image-rendering: pixelated; background-repeat: no-repeat; }
</style>
<h1>${escape(title)}: ${count} shot${count === 1 ? '' : 's'}</h1>
<p>Only the shots that differ from their baseline. Each image opens at full size; under each
shot of the same size, the area where its pixels changed, enlarged.</p>
<ul>${entries.map(({ shot }) => `<li><a href="#${escape(shot)}">${escape(shot)}</a></li>`).join('')}</ul>
${rows.join('\n')}
</html>
`,
  );
  writeFileSync(
    join(out, 'summary.md'),
    [
      `### ${title}: ${count}`,
      '',
      'The `visual-report` artifact has reference, actual and diff side by side (index.html).',
      'Accept one story with `npm run test:visual:accept -- <story id>`.',
      '',
      '| story | mode | change |',
      '| --- | --- | --- |',
      ...summary,
      '',
    ].join('\n'),
  );
  console.log(`\nVisual review report: ${join(out, 'index.html')} (${count} changed)`);
  return count;
}

export function accept(ids) {
  if (ids.length === 0) {
    console.error('Name the stories to accept: npm run test:visual:accept -- <story id> ...');
    return 1;
  }
  const accepted = [];
  for (const shot of failedShots()) {
    const { id } = parse(shot);
    if (!ids.includes(id) && !ids.includes(shot)) continue;
    copyFileSync(join(attachments, `${shot}-actual.png`), join(baselines, `${shot}.png`));
    console.log(`accepted ${shot}`);
    accepted.push(join(baselines, `${shot}.png`));
  }
  if (accepted.length === 0) {
    console.error(`No failed shot of ${ids.join(', ')} in the last run (${attachments}).`);
    return 1;
  }
  return encode(accepted);
}

/** Encodes baselines in bands for git, the same pixels: these files, or every changed one. */
function encode(files = []) {
  return (
    spawnSync('node', ['scripts/encode-baselines.mjs', ...files], { stdio: 'inherit' }).status ?? 1
  );
}

// Run as a script, not when scripts/visual-review.mjs imports the report.
if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const [command = 'report', ...rest] = process.argv.slice(2);
  if (command === 'run') {
    // Only this run's images: a stale actual would show up as a change.
    rmSync(attachments, { recursive: true, force: true });
    const result = spawnSync('npx', ['vitest', 'run', '--project', 'storybook', ...rest], {
      stdio: 'inherit',
    });
    if (result.status !== 0) writeReport();
    process.exit(result.status ?? 1);
  } else if (command === 'report') {
    writeReport();
  } else if (command === 'accept') {
    process.exit(accept(rest));
  } else if (command === 'update') {
    const result = spawnSync('npx', ['vitest', 'run', '--project', 'storybook', '-u', ...rest], {
      stdio: 'inherit',
    });
    const encoded = encode();
    process.exit(result.status || encoded);
  } else {
    console.error(`Unknown command ${command}: run, report, accept or update.`);
    process.exit(1);
  }
}
