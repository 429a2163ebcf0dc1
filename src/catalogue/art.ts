import type { StrainId } from './types';

/**
 * Artwork URLs. Vite turns every SVG under ./art into a hashed asset URL; the files are
 * written by scripts/generate-art.mjs. A missing file fails at load, so tests catch it.
 */
const files = import.meta.glob<string>('./art/**/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

const PRODUCT_COUNT = 48;
const POST_COUNT = 4;
const STRAIN_IDS: readonly StrainId[] = ['super-glue', 'gelato', 'gary-payton'];

function urlFor(folder: 'strains' | 'products' | 'posts', id: string | number): string {
  const url = files[`./art/${folder}/${id}.svg`];
  if (url === undefined) {
    throw new Error(
      `Missing artwork src/catalogue/art/${folder}/${id}.svg (run node scripts/generate-art.mjs)`,
    );
  }
  return url;
}

// Resolve everything once at module load: a missing file throws here, not on some later render.
const strainUrls = new Map(STRAIN_IDS.map((id) => [id, urlFor('strains', id)]));
const productUrls = new Map(
  Array.from({ length: PRODUCT_COUNT }, (_, index) => [index + 1, urlFor('products', index + 1)]),
);
const postUrls = new Map(
  Array.from({ length: POST_COUNT }, (_, index) => [index + 1, urlFor('posts', index + 1)]),
);

/** URL of a signature strain's artwork. */
export function strainArt(id: StrainId): string {
  return strainUrls.get(id) ?? urlFor('strains', id);
}

/** URL of a catalogue product's artwork (ids 1..48). */
export function productArt(id: number): string {
  return productUrls.get(id) ?? urlFor('products', id);
}

/** URL of a blog post's artwork (ids 1..4). */
export function postArt(id: number): string {
  return postUrls.get(id) ?? urlFor('posts', id);
}
