import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productThumb } from '../../src/catalogue/productThumbs';
import { productArt } from '../../src/catalogue/productArt';
import { SOURCE_DIR, THUMBS_DIR, artworkIds, thumbnail } from '../../scripts/thumbnails.mjs';

// The committed thumbnails (scripts/thumbnails.mjs) are what their artwork draws today: a changed
// SVG without `node scripts/thumbnails.mjs` after it fails here, not in a shopper's search.
describe("the products' thumbnails", () => {
  it('exist for every artwork and no other', () => {
    const thumbs = readdirSync(THUMBS_DIR).filter((file) => file.endsWith('.png'));
    expect(thumbs.map((file) => Number(file.slice(0, -4))).sort((a, b) => a - b)).toEqual(
      artworkIds(),
    );
    expect(artworkIds()).toHaveLength(48);
  });

  it.each(artworkIds())('of product %i is drawn from its SVG as it is now', async (id) => {
    const svg = readFileSync(join(SOURCE_DIR, `${id}.svg`), 'utf8');
    const committed = readFileSync(join(THUMBS_DIR, `${id}.png`));
    expect(Buffer.from(await thumbnail(svg)).equals(committed)).toBe(true);
  });

  it("are found from a product's artwork URL, and any other picture is left as it is", () => {
    // Vite's URLs as the tests see them: the files' own paths.
    expect(productArt(4)).toBe('/src/catalogue/art/products/4.svg');
    expect(productThumb(productArt(4))).toBe('/src/catalogue/art/thumbs/4.png');
    expect(productThumb('/elsewhere/picture.svg')).toBe('/elsewhere/picture.svg');
  });
});
