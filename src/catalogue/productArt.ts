import { artUrl } from './art';

/**
 * The catalogue products' artwork URLs (scripts/generate-art.mjs writes the files), beside the
 * listings that use them, so no page's entry carries them (src/catalogue/listingsIndex.ts).
 */
const files = import.meta.glob<string>('./art/products/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

const PRODUCT_COUNT = 48;

// Resolved once at module load: a missing file throws here, not on some later render.
const productUrls = new Map(
  Array.from({ length: PRODUCT_COUNT }, (_, index) => [
    index + 1,
    artUrl(files, 'products', index + 1),
  ]),
);

/** URL of a catalogue product's artwork (ids 1..48). */
export function productArt(id: number): string {
  return productUrls.get(id) ?? artUrl(files, 'products', id);
}
