// Visual baselines encoded so that git can store a changed picture as a small delta
// (docs/decisions/0013-baselines-in-content-defined-bands.md).
//
// A PNG's pixels are one deflate stream, so changing a few pixels changes every byte after them,
// and git, which stores a new version of a file as a delta against an old one, finds nothing in
// common: one colour token re-shot 322 baselines and grew the repository by 38.3 MiB. Here the
// rows are cut into bands and each band is compressed on its own (a full flush: no byte of a band
// depends on an earlier band), so a band whose pixels did not change keeps the same bytes, and
// git's delta copies it instead of storing it again.
//
// The bands are cut by their content, as rsync and backup tools cut files into chunks: a row whose
// hash meets a condition starts one. A picture whose content moves down (a line of copy added near
// the top) then keeps its bands below the change; with bands every N rows all of them would change.
//
// No PNG library writes bands (pngjs, fast-png, UPNG and oxipng compress the stream whole). The
// deflate is pako, in JavaScript: the same bytes on every machine and Node version, pinned by the
// lockfile (Node's zlib is a fork with CPU-specific paths whose output is not promised to stay the
// same). The files are plain PNGs that every decoder, Vitest's matcher and GitHub's image diff
// read.
import { crc32 } from 'node:zlib';
import { Deflate, Z_FINISH, Z_FULL_FLUSH, Z_NO_FLUSH } from 'pako';
import { PNG } from 'pngjs';

/** A band is at least this many rows… */
export const MIN_BAND_ROWS = 4;
/** …and at most this many (a long run of identical rows, a blank margin, is cut here). */
export const MAX_BAND_ROWS = 32;
/** After the minimum, a row starts a band when its hash is 0 modulo this: bands of about 12 rows. */
const BAND_DIVISOR = 8;

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/**
 * A hash of one row's bytes: FNV-1a, then MurmurHash3's finaliser, because FNV's low bits depend
 * only on the bytes' low bits (rows of colours such as 0x40 and 0xc0 would all hash alike).
 */
function rowHash(bytes, start, end) {
  let hash = 0x811c9dc5;
  for (let index = start; index < end; index += 1)
    hash = Math.imul(hash ^ bytes[index], 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** For each row, whether a band starts there. Depends only on the rows' own bytes. */
export function bandStarts(raw, height, stride) {
  const starts = new Uint8Array(height);
  let rows = 0;
  for (let y = 0; y < height; y += 1) {
    const cut =
      y === 0 ||
      rows >= MAX_BAND_ROWS ||
      (rows >= MIN_BAND_ROWS && rowHash(raw, y * stride, (y + 1) * stride) % BAND_DIVISOR === 0);
    if (cut) {
      starts[y] = 1;
      rows = 0;
    }
    rows += 1;
  }
  return starts;
}

const paeth = (a, b, c) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/**
 * Writes into `line` (filter byte, then the row) the PNG filter that gives the smallest sum of
 * absolute values (libpng's heuristic). A band's first row uses no filter that reads the row above
 * (None or Sub), so the band's bytes depend on its own rows only.
 */
function filterRow(raw, row, above, stride, bpp, line, best) {
  let bestSum = Infinity;
  for (let type = 0; type < (above < 0 ? 2 : 5); type += 1) {
    let sum = 0;
    line[0] = type;
    for (let x = 0; x < stride; x += 1) {
      const a = x >= bpp ? raw[row + x - bpp] : 0;
      const b = above < 0 ? 0 : raw[above + x];
      const c = above >= 0 && x >= bpp ? raw[above + x - bpp] : 0;
      let value = raw[row + x];
      if (type === 1) value -= a;
      else if (type === 2) value -= b;
      else if (type === 3) value -= (a + b) >> 1;
      else if (type === 4) value -= paeth(a, b, c);
      value &= 255;
      line[x + 1] = value;
      sum += value < 128 ? value : 256 - value;
      if (sum >= bestSum) break;
    }
    if (sum < bestSum) {
      bestSum = sum;
      best.set(line);
    }
  }
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * Encodes RGBA pixels (pngjs's `{ width, height, data }`) as a banded PNG: 8-bit RGB when every
 * pixel is opaque (screenshots are), RGBA otherwise. Lossless.
 */
export function encodeBanded({ width, height, data }) {
  let opaque = true;
  for (let index = 3; index < data.length; index += 4) {
    if (data[index] !== 255) {
      opaque = false;
      break;
    }
  }
  const bpp = opaque ? 3 : 4;
  const stride = width * bpp;
  let raw = data;
  if (opaque) {
    raw = new Uint8Array(height * stride);
    for (let from = 0, to = 0; from < data.length; from += 4, to += 3) {
      raw[to] = data[from];
      raw[to + 1] = data[from + 1];
      raw[to + 2] = data[from + 2];
    }
  }
  const starts = bandStarts(raw, height, stride);
  const deflate = new Deflate({ level: 9, memLevel: 9 });
  const line = new Uint8Array(stride + 1);
  const best = new Uint8Array(stride + 1);
  for (let y = 0; y < height; y += 1) {
    filterRow(raw, y * stride, starts[y] ? -1 : (y - 1) * stride, stride, bpp, line, best);
    const flush = y === height - 1 ? Z_FINISH : starts[y + 1] ? Z_FULL_FLUSH : Z_NO_FLUSH;
    // pako keeps no reference to the pushed array once push returns.
    deflate.push(best, flush);
  }
  if (deflate.err) throw new Error(`deflate failed: ${deflate.msg}`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = opaque ? 2 : 6; // truecolour, with alpha or not
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflate.result),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether two decoded pictures (pngjs) have the same size and the same pixels. */
export const samePixels = (a, b) =>
  a.width === b.width && a.height === b.height && a.data.equals(b.data);

/** Re-encodes a PNG file's bytes in bands; throws if the pixels would not come back the same. */
export function encodeBaseline(png) {
  const image = PNG.sync.read(png);
  const banded = encodeBanded(image);
  if (!samePixels(PNG.sync.read(banded), image))
    throw new Error('the banded encoding changed the pixels');
  return banded;
}
