import type { StrainId } from './types';

/**
 * Artwork URLs. Vite turns every SVG under ./art into a hashed asset URL; the files are
 * written by scripts/generate-art.mjs. A missing file fails at load, so tests catch it. The
 * products' artwork is in productArt.ts, with the listings that use it: this module is in every
 * page's first load (the strains are), and the products' URLs would grow with the catalogue.
 */
const files = import.meta.glob<string>('./art/{strains,posts}/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

const POST_COUNT = 4;
const STRAIN_IDS: readonly StrainId[] = ['super-glue', 'gelato', 'gary-payton'];

/** The URL of `./art/{folder}/{id}.svg` among `found` (a glob of it); a missing file throws. */
export function artUrl(found: Record<string, string>, folder: string, id: string | number): string {
  const url = found[`./art/${folder}/${id}.svg`];
  if (url === undefined) {
    throw new Error(
      `Missing artwork src/catalogue/art/${folder}/${id}.svg (run node scripts/generate-art.mjs)`,
    );
  }
  return url;
}

// Resolve everything once at module load: a missing file throws here, not on some later render.
const strainUrls = new Map(STRAIN_IDS.map((id) => [id, artUrl(files, 'strains', id)]));
const postUrls = new Map(
  Array.from({ length: POST_COUNT }, (_, index) => [index + 1, artUrl(files, 'posts', index + 1)]),
);

/** URL of a signature strain's artwork. */
export function strainArt(id: StrainId): string {
  return strainUrls.get(id) ?? artUrl(files, 'strains', id);
}

/** URL of a blog post's artwork (ids 1..4). */
export function postArt(id: number): string {
  return postUrls.get(id) ?? artUrl(files, 'posts', id);
}
