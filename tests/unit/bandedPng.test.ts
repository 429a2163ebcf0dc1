import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, test } from 'vitest';
import { encodeBaseline, encodeBanded } from '../../scripts/banded-png.mjs';

// scripts/banded-png.mjs: the baselines' encoding, lossless and cheap for git to store again
// (docs/decisions/0013-baselines-in-content-defined-bands.md).

const WIDTH = 320;

/**
 * A page-like picture: runs of flat rows (margins) between blocks of rows drawn from a few shades
 * (text, artwork). Compressible, as a screenshot is: pure noise would be stored uncompressed, and
 * git would find its rows whatever the encoding.
 */
function page(height: number, seed = 1, alpha = false): PNG {
  const png = new PNG({ width: WIDTH, height });
  let state = seed;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 24;
  for (let y = 0; y < height; y += 1) {
    const flat = Math.floor(y / 20) % 3 === 0;
    for (let x = 0; x < WIDTH; x += 1) {
      const at = (y * WIDTH + x) * 4;
      const [r, g, b] = flat ? [246, 243, 236] : [next() & 0xc0, next() & 0xc0, next() & 0xc0];
      png.data[at] = r;
      png.data[at + 1] = g;
      png.data[at + 2] = b;
      png.data[at + 3] = alpha ? (x + y) % 256 : 255;
    }
  }
  return png;
}

/** The picture with `rows` rows copied in at `at`: what a line of copy added near the top does. */
function insertRows(png: PNG, at: number, rows: number): PNG {
  const stride = WIDTH * 4;
  const out = new PNG({ width: WIDTH, height: png.height + rows });
  png.data.copy(out.data, 0, 0, at * stride);
  for (let row = 0; row < rows; row += 1)
    png.data.copy(out.data, (at + row) * stride, at * stride, (at + 1) * stride);
  png.data.copy(out.data, (at + rows) * stride, at * stride);
  return out;
}

/** A colour change over rows [from, to): what a colour token does to a button. */
function recolour(png: PNG, from: number, to: number): PNG {
  const out = new PNG({ width: WIDTH, height: png.height });
  png.data.copy(out.data);
  for (let at = from * WIDTH * 4; at < to * WIDTH * 4; at += 4)
    out.data[at] = (out.data[at] ?? 0) ^ 0x10;
  return out;
}

const pixelsOf = (bytes: Buffer) => PNG.sync.read(bytes);

/** How many bytes git's pack grows by when `after` is committed over `before` (after `git gc`). */
function packGrowth(before: Buffer, after: Buffer): number {
  const repo = mkdtempSync(join(tmpdir(), 'banded-png-'));
  try {
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
        cwd: repo,
        encoding: 'utf8',
      });
    const commitAndMeasure = (bytes: Buffer) => {
      writeFileSync(join(repo, 'shot.png'), bytes);
      git('add', 'shot.png');
      git('commit', '-q', '-m', 'shot');
      git('gc', '-q');
      return Number(/size-pack: (\d+)/.exec(git('count-objects', '-v'))?.[1]) * 1024;
    };
    git('init', '-q');
    const first = commitAndMeasure(before);
    return commitAndMeasure(after) - first;
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}

describe('banded PNG', () => {
  test('gives back the same pixels, opaque (as RGB) or not', () => {
    for (const alpha of [false, true]) {
      const png = page(200, 7, alpha);
      const back = pixelsOf(encodeBanded(png));
      expect([back.width, back.height]).toEqual([WIDTH, 200]);
      expect(Buffer.compare(back.data, png.data)).toBe(0);
    }
  });

  test('re-encoding a banded baseline gives the same bytes, so no file changes for nothing', () => {
    const once = encodeBaseline(PNG.sync.write(page(150, 3)));
    expect(Buffer.compare(encodeBaseline(once), once)).toBe(0);
  });

  // Four throwaway repositories and eight `git gc` runs: about 2 s alone, more beside the other
  // test layers, so it gets its own time limit.
  test(
    'git stores a recoloured or shifted picture as a small delta; a whole-stream PNG whole',
    {
      timeout: 30_000,
    },
    () => {
      const before = page(600, 11);
      const changes = {
        recoloured: recolour(before, 100, 112),
        shifted: insertRows(before, 100, 3),
      };
      for (const after of Object.values(changes)) {
        const banded = encodeBanded(after);
        // The whole-stream encoding (Vitest's, oxipng's) for contrast: a change near the top costs
        // it nearly the whole file again (every byte after a change differs).
        const whole = PNG.sync.write(after);
        expect(packGrowth(encodeBanded(before), banded)).toBeLessThan(banded.length * 0.1);
        expect(packGrowth(PNG.sync.write(before), whole)).toBeGreaterThan(whole.length * 0.5);
      }
    },
  );
});
