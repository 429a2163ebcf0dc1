import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// scripts/visual-review.mjs run on a throwaway repository: what it counts as changed, new and
// removed against the base branch, committed or waiting (docs/testing.md "Visual review on a pull
// request").
const script = resolve('scripts/visual-review.mjs');
const shots = 'tests/visual/__screenshots__';

/** A width × height picture of one colour; `filterType` changes its bytes, not its pixels. */
function picture(width: number, height: number, grey: number, filterType = -1): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(grey);
  for (let i = 3; i < png.data.length; i += 4) png.data[i] = 255;
  return PNG.sync.write(png, { filterType });
}

let repo: string;
const inRepo = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
const write = (path: string, bytes: Buffer | string) => {
  mkdirSync(join(repo, path, '..'), { recursive: true });
  writeFileSync(join(repo, path), bytes);
};

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'visual-review-'));
  inRepo('init', '--quiet', '--initial-branch=main');
  inRepo('config', 'user.email', 'test@example.com');
  inRepo('config', 'user.name', 'Test');
  write(`${shots}/a--kept-1280-light.png`, picture(40, 20, 200));
  write(`${shots}/a--recoloured-1280-light.png`, picture(40, 20, 200));
  write(`${shots}/a--re-encoded-1280-light.png`, picture(40, 20, 200));
  write(`${shots}/a--deleted-1280-light.png`, picture(40, 20, 200));
  write(`${shots}/a--orphan-375-light.png`, picture(20, 20, 200));
  write(`${shots}/a--waiting-1280-light.png`, picture(40, 20, 200));
  inRepo('add', '.');
  inRepo('commit', '--quiet', '-m', 'base');
  inRepo('checkout', '--quiet', '-b', 'change');
  // Committed on the branch: a changed picture, one only re-encoded, a new one, a deleted one.
  write(`${shots}/a--recoloured-1280-light.png`, picture(40, 20, 188));
  write(`${shots}/a--re-encoded-1280-light.png`, picture(40, 20, 200, 0));
  write(`${shots}/a--new-1280-light.png`, picture(40, 30, 100));
  rmSync(join(repo, shots, 'a--deleted-1280-light.png'));
  inRepo('add', '--all', '.');
  inRepo('commit', '--quiet', '-m', 'change');
  // The last run: one shot failed (taller now), one baseline no story takes.
  write('.vitest-attachments/visual/a--waiting-1280-light-actual.png', picture(40, 24, 200));
  write('test-results/orphan-baselines.json', JSON.stringify(['a--orphan-375-light.png']));
  execFileSync(
    'node',
    [script, '--no-run', '--base', 'main', '--report-url', 'https://example.com/pr/1/visual'],
    { cwd: repo, stdio: 'pipe' },
  );
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('the visual review', () => {
  test('counts every picture that differs from the base, and only those', () => {
    const review = JSON.parse(readFileSync(join(repo, 'visual-report/review.json'), 'utf8'));
    expect(review.base).toBe('main');
    expect(review.head).toBe(inRepo('rev-parse', 'HEAD').trim());
    expect(review.shots).toEqual([
      { shot: 'a--deleted-1280-light', kind: 'removed', status: 'committed' },
      { shot: 'a--new-1280-light', kind: 'new', status: 'committed' },
      { shot: 'a--orphan-375-light', kind: 'removed', status: 'pending' },
      { shot: 'a--recoloured-1280-light', kind: 'changed', status: 'committed' },
      { shot: 'a--waiting-1280-light', kind: 'changed', status: 'pending' },
    ]);
  });

  test('writes one comment with the counts, the waiting ones and a picture of each change', () => {
    const comment = readFileSync(join(repo, 'visual-report/comment.md'), 'utf8');
    expect(comment.split('\n')[0]).toBe('<!-- visual-review -->');
    expect(comment).toContain('### Visual review: 2 changed, 1 new, 2 removed');
    expect(comment).toContain('**2 waiting for approval.**');
    expect(comment).toContain('size changed: 40×20 → 40×24');
    expect(comment).toContain(
      '![changed: a--recoloured-1280-light](https://example.com/pr/1/visual/changes/a--recoloured-1280-light.png)',
    );
    expect(comment).not.toContain('re-encoded');
    for (const shot of ['a--recoloured-1280-light', 'a--new-1280-light', 'a--deleted-1280-light'])
      expect(
        PNG.sync.read(readFileSync(join(repo, `visual-report/changes/${shot}.png`))).width,
      ).toBeGreaterThan(0);
  });
});

test('a review of more pictures than a comment holds lists the first 60 and links the rest', () => {
  const many = mkdtempSync(join(tmpdir(), 'visual-review-many-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: many });
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'Test');
  git('commit', '--quiet', '--allow-empty', '-m', 'base');
  git('checkout', '--quiet', '-b', 'change');
  mkdirSync(join(many, shots), { recursive: true });
  for (let n = 0; n < 65; n += 1)
    writeFileSync(join(many, shots, `b--s${n}-1280-light.png`), picture(8, 8, n));
  git('add', '.');
  git('commit', '--quiet', '-m', 'new pictures');
  execFileSync('node', [script, '--no-run', '--base', 'main'], { cwd: many, stdio: 'pipe' });
  const comment = readFileSync(join(many, 'visual-report/comment.md'), 'utf8');
  expect(comment).toContain('### Visual review: 0 changed, 65 new, 0 removed');
  expect(comment.match(/^\| new, committed/gm)).toHaveLength(60);
  expect(comment).toContain('And 5 more: every one is in the [visual report](index.html).');
  rmSync(many, { recursive: true, force: true });
});
