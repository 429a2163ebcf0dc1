import { describe, expect, it } from 'vitest';
import { effects, productFacts, productTraits } from '../../src/catalogue/facts';
import { listings } from '../../src/catalogue/listings';
import {
  effectHref,
  indexEntries,
  indexWords,
  normalise,
  queryWords,
  searchCatalogue,
  suggestionGroups,
  type Suggestion,
} from '../../src/catalogue/search';
import { shopSearchHref } from '../../src/catalogue/shopLinks';

const labels = (list: readonly Suggestion[]) => list.map((suggestion) => suggestion.label);

describe('normalising what is typed', () => {
  it('takes off case and accents', () => {
    expect(normalise('Pré-Rolls ÉNERGETIC')).toBe('pre-rolls energetic');
    expect(queryWords('  Pre-roll,  GELATO ')).toEqual(['pre', 'roll', 'gelato']);
    expect(queryWords(' \t ')).toEqual([]);
  });

  it('finds an entry by joined-up and singular words too', () => {
    expect(indexWords('Pre-Rolls')).toEqual(
      expect.arrayContaining(['pre', 'rolls', 'roll', 'prerolls', 'preroll']),
    );
    expect(indexWords('Gummies')).toEqual(expect.arrayContaining(['gummies', 'gummy']));
    expect(indexWords('Extracts & Concentrates')).toEqual(
      expect.arrayContaining(['extract', 'concentrate']),
    );
    // A double s is not a plural.
    expect(indexWords('Glass')).toEqual(['glass']);
  });
});

describe('searchCatalogue', () => {
  it('suggests nothing for nothing typed', () => {
    expect(searchCatalogue('   ').total).toBe(0);
  });

  it('matches product names by the beginnings of words, in any order', () => {
    expect(labels(searchCatalogue('gel').product)).toEqual([
      'Gelato Pre-Roll Pack',
      'Gelato Hemp Flower',
      'Gelato Live Resin Sugar',
      'Gelato Live Rosin Cartridge',
    ]);
    expect(labels(searchCatalogue('cart gelato').product)).toEqual(['Gelato Live Rosin Cartridge']);
    expect(labels(searchCatalogue('ROSIN gel').product)).toEqual(
      labels(searchCatalogue('gel rosin').product),
    );
  });

  it('is tolerant of case and accents', () => {
    expect(labels(searchCatalogue('GÉLATO').product)).toEqual(
      labels(searchCatalogue('gelato').product),
    );
  });

  it('finds every word somewhere, or leaves the product out', () => {
    for (const product of searchCatalogue('gelato sativa').product) {
      expect(product.kind === 'product' && productTraits(product.product.id)?.type).toBe('Sativa');
    }
    expect(searchCatalogue('gelato zzz').total).toBe(0);
  });

  it('finds products by strain type, effect and terpene from the catalogue facts', () => {
    const sleepy = searchCatalogue('sleepy indica').product;
    expect(sleepy.length).toBeGreaterThan(0);
    for (const suggestion of sleepy) {
      if (suggestion.kind !== 'product') throw new Error('a product group holds products');
      const traits = productTraits(suggestion.product.id);
      expect(traits?.type).toBe('Indica');
      expect(traits?.effects).toContain('Sleepy');
    }
    const linalool = searchCatalogue('linalool').product;
    expect(linalool.length).toBeGreaterThan(0);
    for (const suggestion of linalool) {
      if (suggestion.kind !== 'product') throw new Error('a product group holds products');
      expect(productTraits(suggestion.product.id)?.terpenes).toContain('Linalool');
    }
  });

  it('ranks a name match above a match on effects or category only', () => {
    // "Happy" is an effect of many products; none is named so. A name beats a facet.
    const flower = searchCatalogue('flower').product;
    expect(labels(flower).every((label) => label.includes('Flower'))).toBe(true);
  });

  it('suggests categories, effects and articles, each with the page it opens', () => {
    const relax = searchCatalogue('relax');
    expect(relax.effect).toEqual([
      expect.objectContaining({ label: 'Relaxed', href: '/shop?effect=relaxed' }),
    ]);
    expect(searchCatalogue('gummy').category).toEqual([
      expect.objectContaining({ label: 'Gummies', href: '/shop?category=gummies' }),
    ]);
    expect(searchCatalogue('preroll').category).toEqual([
      expect.objectContaining({ label: 'Pre-Rolls', href: '/shop?category=pre-rolls' }),
    ]);
    expect(searchCatalogue('farm bill').article).toEqual([
      expect.objectContaining({
        label: 'Hemp and the Law: The 2018 Farm Bill in Plain English',
        href: '/blog/3',
      }),
    ]);
    expect(searchCatalogue('blue dream').product[0]).toEqual(
      expect.objectContaining({ label: 'Blue Dream Pre-Roll 5-Pack', href: '/product/1' }),
    );
  });

  it('cuts each group to its limit and counts what it shows', () => {
    const results = searchCatalogue('h');
    for (const { kind, limit } of suggestionGroups) {
      expect(results[kind].length).toBeLessThanOrEqual(limit);
    }
    expect(results.total).toBe(
      suggestionGroups.reduce((sum, { kind }) => sum + results[kind].length, 0),
    );
    expect(results.product).toHaveLength(5);
  });
});

/**
 * The ranking as the module's comment defines it, entry by entry with no index: every word typed
 * must begin a word of the entry; each scores the best weight of the fields it matched in, in full
 * for a whole word and 0.6 of it for a beginning; a label that starts with the text gets 1 more;
 * best first, ties in the catalogue's order.
 */
function rankedByDefinition(text: string): Suggestion[] {
  const words = queryWords(text);
  const typed = words.join(' ');
  return indexEntries()
    .map(({ suggestion, fields }, order) => {
      let total = 0;
      for (const word of words) {
        let best = 0;
        for (const { words: candidates, weight } of fields) {
          for (const candidate of candidates) {
            if (candidate.startsWith(word))
              best = Math.max(best, candidate === word ? weight : weight * 0.6);
          }
        }
        if (best === 0) return { suggestion, order, total: 0 };
        total += best;
      }
      if (normalise(suggestion.label).startsWith(typed)) total += 1;
      return { suggestion, order, total };
    })
    .filter(({ total }) => total > 0)
    .sort((a, b) => b.total - a.total || a.order - b.order)
    .map(({ suggestion }) => suggestion);
}

describe('the index', () => {
  it('ranks every query as the plain definition does', () => {
    // Every beginning of every word the catalogue is found by, alone and paired with another.
    const vocabulary = [
      ...new Set(indexEntries().flatMap(({ fields }) => fields.flatMap(({ words }) => words))),
    ];
    const beginnings = [
      ...new Set(vocabulary.flatMap((word) => [1, 2, 3, word.length].map((n) => word.slice(0, n)))),
    ];
    const queries = [
      ...beginnings,
      ...beginnings
        .slice(0, 200)
        .map((word, index) => `${word} ${beginnings[(index * 7) % beginnings.length]}`),
      'zzz',
      'gelato zzz',
    ];
    expect(queries.length).toBeGreaterThan(500);
    for (const query of queries) {
      const expected = rankedByDefinition(query);
      const results = searchCatalogue(query);
      for (const { kind, limit } of suggestionGroups) {
        expect(results[kind], `"${query}", ${kind}`).toEqual(
          expected.filter((suggestion) => suggestion.kind === kind).slice(0, limit),
        );
      }
    }
  });
});

describe('links out of the search', () => {
  it('opens the shop by effect with a lowercase slug, one per effect', () => {
    expect(effects.map(effectHref)).toEqual(effects.map((e) => `/shop?effect=${e.toLowerCase()}`));
    expect(effectHref('Relaxed')).toBe('/shop?effect=relaxed');
  });

  it('sends typed text to the shop as its q, trimmed and encoded', () => {
    expect(shopSearchHref('  blue dream ')).toBe('/shop?q=blue+dream');
    expect(shopSearchHref('50% & more')).toBe('/shop?q=50%25+%26+more');
    expect(shopSearchHref('  ')).toBe('/shop');
  });
});

describe('productTraits', () => {
  it('agrees with productFacts for every product, without reading a certificate', () => {
    for (const listing of listings) {
      const facts = productFacts(listing.id, listing.category);
      const traits = productTraits(listing.id);
      expect(traits).toEqual(
        facts && { type: facts.type, effects: facts.effects, terpenes: facts.terpenes },
      );
    }
  });
});
