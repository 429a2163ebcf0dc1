/**
 * The products' small raster pictures (scripts/thumbnails.mjs draws them from the artwork), for
 * the places that show a product at 40 px as the shopper types: an SVG there is parsed and painted
 * on the main thread on first sight, a PNG is decoded off it (docs/performance.md "Search as you
 * type"). Only the search's chunk imports this, so no page's first load carries it.
 */
const artwork = import.meta.glob<string>('./art/products/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});
const thumbs = import.meta.glob<string>('./art/thumbs/*.png', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** From an artwork URL (what a product's `image` holds) to its thumbnail's. */
const thumbOf = new Map(
  Object.entries(artwork).map(([path, url]) => {
    const thumb =
      thumbs[path.replace('./art/products/', './art/thumbs/').replace(/\.svg$/, '.png')];
    if (thumb === undefined)
      throw new Error(`Missing thumbnail for ${path} (run node scripts/thumbnails.mjs)`);
    return [url, thumb];
  }),
);

/**
 * The thumbnail of the artwork at `image` (a product's `image`); the artwork itself for a picture
 * that has none.
 */
export function productThumb(image: string): string {
  return thumbOf.get(image) ?? image;
}
