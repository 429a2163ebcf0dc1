import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { categories, categoryByName, categoryBySlug } from '../../src/catalogue/categories';
import { findArticle, readTimeOf } from '../../src/catalogue/articles';
import { findPost, posts } from '../../src/catalogue/posts';
import { payablePrice, productSizes, sizePrice, type SizePrice } from '../../src/catalogue/pricing';
import { findProductDetails } from '../../src/catalogue/productDetails';
import { listings } from '../../src/catalogue/listings';
import { findProduct, products } from '../../src/catalogue/products';
import { findStrain, strains } from '../../src/catalogue/strains';
import {
  blogCategories,
  categoryNames,
  categorySlugs,
  variantSizes,
  type BlogBlock,
  type Product,
  type VariantSize,
} from '../../src/catalogue/types';
import { potencyLine, strainFacts } from '../../src/catalogue/facts';

const artDir = fileURLToPath(new URL('../../src/catalogue/art/', import.meta.url));
const BEST_SELLER_IDS = [1, 4, 20, 21, 29, 31, 43];
const MIN_PRICE = 1000;
const MAX_PRICE = 15000;

/** How much of the product each size holds (grams, count or pre-rolls), to order sizes by. */
const sizeAmount: Readonly<Record<VariantSize, number>> = {
  '.25g': 0.25,
  '.5g': 0.5,
  '1g': 1,
  '1.25g': 1.25,
  '2g': 2,
  '3g': 3,
  '3.5g': 3.5,
  '7g': 7,
  '5ct': 5,
  '10ct': 10,
  '50ct': 50,
  '4 pack': 4,
  '8 pack': 8,
  '10 pack': 10,
};

/** Every size of a product with its prices, from the catalogue's own pricing function. */
function pricedSizes(product: Product): { size: string; prices: SizePrice | undefined }[] {
  return productSizes(product).map((size) => ({ size, prices: sizePrice(product, size) }));
}

/** Words a careful US hemp brand must not use: they read as medical or health claims. */
const medicalClaim =
  /\b(treat|treats|treatment|cure|cures|relieve|relieves|relief|anxiety|pain|sleep|insomnia|heal|heals|healing|medical|medicinal|disease|inflammation|therapeutic|therapy|depression|prescription|remedy)\b/i;

const sentenceCount = (text: string) =>
  text.split(/[.!?](?:\s|$)/).filter((part) => part.trim() !== '').length;
const blockText = (block: BlogBlock) =>
  block.type === 'list' ? block.items.join(' ') : block.text;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function artFiles(folder: 'strains' | 'products' | 'posts') {
  const dir = `${artDir}${folder}/`;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.svg'))
    .map((name) => ({
      name,
      path: `${dir}${name}`,
      bytes: statSync(`${dir}${name}`).size,
      source: readFileSync(`${dir}${name}`, 'utf8'),
    }));
}

describe('categories', () => {
  it('pairs the 7 names with the 7 slugs, in order', () => {
    expect(categories.map((c) => c.name)).toEqual([...categoryNames]);
    expect(categories.map((c) => c.slug)).toEqual([...categorySlugs]);
    expect(categoryBySlug('gummies')?.name).toBe('Gummies');
    expect(categoryBySlug('extracts-concentrates')?.name).toBe('Extracts & Concentrates');
    expect(categoryBySlug('nope')).toBeUndefined();
    expect(categoryByName('Wellness & Botanicals').slug).toBe('wellness-botanicals');
  });
});

describe('strains', () => {
  it('has the three signature strains at the catalogue prices', () => {
    // Type, THC and effects are catalogue facts, from each strain's certificate.
    expect(strains.map((s) => [s.id, s.name, potencyLine(strainFacts(s.id))])).toEqual([
      ['super-glue', 'Super Glue', 'Indica · THC 24.5%'],
      ['gelato', 'Gelato', 'Hybrid · THC 22.8%'],
      ['gary-payton', 'Gary Payton', 'Hybrid · THC 26.2%'],
    ]);
    for (const strain of strains) {
      expect(strain.pricing).toEqual({ '3.5g': 2499, '28g': 17500 });
      expect(strainFacts(strain.id).effects).toHaveLength(3);
      expect(sentenceCount(strain.description)).toBeLessThanOrEqual(2);
      expect(strain.description).not.toMatch(medicalClaim);
      expect(strain.image).toMatch(new RegExp(`strains/${strain.id}\\.svg`));
    }
    expect(findStrain('gelato')?.name).toBe('Gelato');
    expect(findStrain('blue-dream')).toBeUndefined();
  });
});

describe('products', () => {
  it('has 48 products with ids 1..48, unique names, and findProduct', () => {
    expect(products).toHaveLength(48);
    expect(products.map((p) => p.id)).toEqual(Array.from({ length: 48 }, (_, i) => i + 1));
    expect(new Set(products.map((p) => p.name)).size).toBe(48);
    expect(findProduct(4)?.id).toBe(4);
    expect(findProduct(0)).toBeUndefined();
    expect(findProduct(49)).toBeUndefined();
  });

  it('puts at least 4 products in every category', () => {
    for (const name of categoryNames) {
      expect(products.filter((p) => p.category === name).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('prices in whole cents from $10 to $150, with both ends used', () => {
    for (const p of products) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price).toBeGreaterThanOrEqual(MIN_PRICE);
      expect(p.price).toBeLessThanOrEqual(MAX_PRICE);
    }
    const prices = products.map((p) => p.price);
    expect(Math.min(...prices)).toBe(MIN_PRICE);
    expect(Math.max(...prices)).toBe(MAX_PRICE);
  });

  it("tags 'Sale' exactly when a lower sale price exists, at least 6 times", () => {
    for (const p of products) {
      const onSale = p.salePrice !== undefined && p.salePrice < p.price;
      expect(p.tags?.includes('Sale') ?? false).toBe(onSale);
      if (p.salePrice !== undefined) {
        expect(Number.isInteger(p.salePrice)).toBe(true);
        expect(p.salePrice).toBeGreaterThan(0);
        expect(p.salePrice).toBeLessThan(p.price);
      }
    }
    expect(products.filter((p) => p.tags?.includes('Sale')).length).toBeGreaterThanOrEqual(6);
  });

  it('marks exactly the seven best sellers, and some new products', () => {
    const best = products.filter((p) => p.tags?.includes('Best Seller')).map((p) => p.id);
    expect(best).toEqual(BEST_SELLER_IDS);
    expect(products.some((p) => p.tags?.includes('New'))).toBe(true);
    for (const p of products) {
      if (p.tags) expect(new Set(p.tags).size).toBe(p.tags.length);
    }
  });

  it('offers sizes only from the allowed set, and only when there are 2 or more', () => {
    for (const p of products) {
      if (p.variants === undefined) continue;
      expect(p.variants.length).toBeGreaterThanOrEqual(2);
      expect(new Set(p.variants).size).toBe(p.variants.length);
      for (const size of p.variants) expect(variantSizes).toContain(size);
    }
    const showcase = findProduct(4);
    expect(showcase?.tags).toContain('Best Seller');
    expect(showcase?.variants?.length).toBeGreaterThanOrEqual(2);
  });

  it('prices every size of every product in whole cents from $10 to $150', () => {
    for (const product of products) {
      expect(pricedSizes(product).length).toBe(product.variants?.length ?? 1);
      for (const { size, prices } of pricedSizes(product)) {
        const label = `${product.name} ${size}`;
        expect(prices, label).toBeDefined();
        for (const cents of [prices?.price, prices?.salePrice ?? prices?.price]) {
          expect(Number.isInteger(cents), label).toBe(true);
          expect(cents, label).toBeGreaterThanOrEqual(MIN_PRICE);
          expect(cents, label).toBeLessThanOrEqual(MAX_PRICE);
        }
      }
    }
  });

  it('gives variantPrices exactly for the listed variants after the first, ending in .49 or .99', () => {
    for (const product of products) {
      const [, ...others] = product.variants ?? [];
      const priced = Object.keys(product.variantPrices ?? {});
      expect(priced.sort(), product.name).toEqual([...others].sort());
      if (product.variants === undefined)
        expect(product.variantPrices, product.name).toBeUndefined();
      for (const cents of Object.values(product.variantPrices ?? {})) {
        expect([49, 99], product.name).toContain(cents % 100);
      }
    }
    expect(products.filter((p) => p.variantPrices !== undefined).length).toBeGreaterThan(20);
  });

  it('lists sizes smallest first; a larger size costs more, but never more per gram or piece', () => {
    for (const product of products) {
      const sizes = pricedSizes(product).map(({ size, prices }) => ({
        size,
        amount: sizeAmount[size as VariantSize],
        paid: payablePrice(prices ?? { price: Number.NaN }),
        regular: prices?.price ?? Number.NaN,
      }));
      for (let index = 1; index < sizes.length; index += 1) {
        const smaller = sizes[index - 1];
        const larger = sizes[index];
        if (smaller === undefined || larger === undefined) continue;
        const label = `${product.name}: ${smaller.size} < ${larger.size}`;
        expect(larger.amount, label).toBeGreaterThan(smaller.amount);
        expect(larger.regular, label).toBeGreaterThan(smaller.regular);
        expect(larger.paid, label).toBeGreaterThan(smaller.paid);
        expect(larger.regular / larger.amount, label).toBeLessThanOrEqual(
          smaller.regular / smaller.amount,
        );
      }
    }
  });

  it('gives every listing a description, short, careful and free of medical claims', () => {
    expect(products.map((p) => p.id)).toEqual(listings.map((listing) => listing.id));
    for (const p of products) {
      expect(p.description.length, p.name).toBeGreaterThan(40);
      expect(p.description.length, p.name).toBeLessThan(160);
      expect(sentenceCount(p.description), p.name).toBeLessThanOrEqual(2);
      expect(p.description, p.name).not.toMatch(medicalClaim);
      expect(p.name, p.name).not.toMatch(medicalClaim);
      expect(p.image).toMatch(new RegExp(`products/${p.id}\\.svg`));
    }
  });

  it('has details (suggested use, ingredients) for all 48', () => {
    for (const p of products) {
      const details = findProductDetails(p.id);
      expect(details?.id).toBe(p.id);
      expect(details?.suggestedUse.length ?? 0).toBeGreaterThan(0);
      expect(sentenceCount(details?.suggestedUse ?? ''), p.name).toBeLessThanOrEqual(2);
      expect(details?.suggestedUse).toMatch(/21\+/);
      expect(details?.suggestedUse).not.toMatch(medicalClaim);
      expect(details?.ingredients.length ?? 0).toBeGreaterThanOrEqual(1);
      expect(details?.ingredients.length ?? 0).toBeLessThanOrEqual(6);
      for (const ingredient of details?.ingredients ?? []) expect(ingredient.trim()).not.toBe('');
    }
    expect(findProductDetails(49)).toBeUndefined();
  });
});

describe('posts', () => {
  it('has 4 posts, one per blog category, with careful bodies of 250-400 words', () => {
    expect(posts.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(posts.map((p) => p.category).sort()).toEqual([...blogCategories].sort());
    for (const listed of posts) {
      const post = findArticle(listed.id);
      if (!post) throw new Error(`post ${listed.id} has no body`);
      const text = post.body.map(blockText).join(' ');
      expect(words(text), post.title).toBeGreaterThanOrEqual(250);
      expect(words(text), post.title).toBeLessThanOrEqual(400);
      expect(post.body.some((b) => b.type === 'heading')).toBe(true);
      expect(post.body.some((b) => b.type === 'list')).toBe(true);
      expect(post.body.filter((b) => b.type === 'paragraph').length).toBeGreaterThanOrEqual(3);
      expect(`${post.title} ${post.excerpt} ${text}`).not.toMatch(medicalClaim);
      expect(sentenceCount(post.excerpt)).toBeLessThanOrEqual(2);
      expect(post.date).toMatch(/^2024-\d\d-\d\d$/);
      expect(new Date(post.date).toISOString().slice(0, 10)).toBe(post.date);
      expect(post.readTime).toBeGreaterThanOrEqual(1);
      // The listing's read time is written by hand: it must match the body (200 words a minute).
      expect(post.readTime, post.title).toBe(readTimeOf(post.body));
      expect(post.author.trim()).not.toBe('');
      expect(post.image).toMatch(new RegExp(`posts/${post.id}\\.svg`));
    }
    const legal = posts.find((p) => p.category === 'Legal');
    expect(
      findArticle(legal?.id ?? 0)
        ?.body.map(blockText)
        .join(' '),
    ).toMatch(/not legal advice/i);
    expect(findPost(2)?.category).toBe('Extraction');
    expect(findPost(5)).toBeUndefined();
  });
});

describe('artwork', () => {
  const folders = [
    { folder: 'strains', ids: strains.map((s) => s.id), width: 480, height: 360 },
    { folder: 'products', ids: products.map((p) => String(p.id)), width: 480, height: 360 },
    { folder: 'posts', ids: posts.map((p) => String(p.id)), width: 640, height: 360 },
  ] as const;

  for (const { folder, ids, width, height } of folders) {
    it(`has one small, self-contained SVG per ${folder.slice(0, -1)}`, () => {
      const files = artFiles(folder);
      expect(files.map((f) => f.name).sort()).toEqual(ids.map((id) => `${id}.svg`).sort());
      for (const { name, bytes, source } of files) {
        expect(bytes, name).toBeLessThan(4096);
        const root = source.match(/<svg\b[^>]*>/)?.[0] ?? '';
        expect(root, name).toContain('xmlns="http://www.w3.org/2000/svg"');
        expect(root, name).toContain(`width="${width}"`);
        expect(root, name).toContain(`height="${height}"`);
        expect(root, name).toContain(`viewBox="0 0 ${width} ${height}"`);
        expect(source, name).not.toMatch(/<text\b/i);
        expect(source, name).not.toMatch(/<(image|script|foreignObject|style)\b/i);
        expect(source, name).not.toMatch(/href\s*=\s*["']?\s*(https?:|\/\/|data:)/i);
        expect(source, name).not.toMatch(/url\(\s*["']?(https?:|\/\/)/i);
        expect(source, name).not.toMatch(/@import|font-family/i);
      }
    });
  }

  it('gives every product a different picture', () => {
    const sources = artFiles('products').map((f) => f.source);
    expect(new Set(sources).size).toBe(48);
  });
});

describe('catalogue figures', () => {
  it('prints the figures the catalogue note needs (docs/behaviour.md "Catalogue")', () => {
    const perCategory = Object.fromEntries(
      categoryNames.map((name) => [name, products.filter((p) => p.category === name).length]),
    );
    const prices = products.map((p) => p.price);
    const artBytes = (['strains', 'products', 'posts'] as const).map((folder) =>
      artFiles(folder).reduce((sum, f) => sum + f.bytes, 0),
    );
    const allArt = (['strains', 'products', 'posts'] as const).flatMap(artFiles);
    const figures = {
      'products per category': JSON.stringify(perCategory),
      'price range (cents)': `${Math.min(...prices)}..${Math.max(...prices)}`,
      'sale ids': products
        .filter((p) => p.tags?.includes('Sale'))
        .map((p) => p.id)
        .join(', '),
      'best-seller ids': products
        .filter((p) => p.tags?.includes('Best Seller'))
        .map((p) => p.id)
        .join(', '),
      'new ids': products
        .filter((p) => p.tags?.includes('New'))
        .map((p) => p.id)
        .join(', '),
      'with variants': products.filter((p) => p.variants).length,
      'artwork files': allArt.length,
      'artwork bytes (strains/products/posts)': artBytes.join(' / '),
      'artwork bytes total': artBytes.reduce((a, b) => a + b, 0),
      'largest SVG (bytes)': Math.max(...allArt.map((f) => f.bytes)),
    };
    console.table(figures);
    expect(Object.values(perCategory).reduce((a, b) => a + b, 0)).toBe(48);
  });
});
