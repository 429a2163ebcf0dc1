import { describe, expect, it } from 'vitest';
import { effectivePrice } from '../../src/catalogue/pricing';
import { products, relatedProducts } from '../../src/catalogue/products';
import { parseProductId } from '../../src/catalogue/listings';
import { productFacts } from '../../src/catalogue/facts';
import {
  activeFilters,
  facetCounts,
  potencyBandText,
  toggleFacet,
  withoutFilter,
} from '../../src/catalogue/refine';
import {
  facetKeys,
  facets,
  withoutFilters,
  parseShopQuery,
  fromFirstPage,
  productCountLabel,
  queryCategoryName,
  shopSorts,
  toSearchParams,
  type ShopQuery,
} from '../../src/catalogue/query';
import { queryProducts } from '../../src/catalogue/shopResults';
import { categorySlugs } from '../../src/catalogue/types';

const bestSellerIds = [1, 4, 20, 21, 29, 31, 43];

function parse(search: string): ShopQuery {
  return parseShopQuery(new URLSearchParams(search));
}

function ids(list: readonly { id: number }[]): number[] {
  return list.map((product) => product.id);
}

describe('parseShopQuery', () => {
  it('defaults to All Products, no search, featured', () => {
    expect(parse('')).toEqual({ sort: 'featured' });
  });

  it('reads a known category, search and sort', () => {
    expect(parse('?category=gummies&q=mint&sort=price-asc')).toEqual({
      category: 'gummies',
      q: 'mint',
      sort: 'price-asc',
    });
    for (const slug of categorySlugs) expect(parse(`category=${slug}`).category).toBe(slug);
    for (const sort of shopSorts) expect(parse(`sort=${sort}`).sort).toBe(sort);
  });

  it('ignores an unknown category or sort', () => {
    expect(parse('category=edibles&sort=cheapest')).toEqual({ sort: 'featured' });
    expect(parse('category=Gummies').category).toBeUndefined();
    expect(parse('category=').category).toBeUndefined();
    expect(parse('sort=PRICE-ASC').sort).toBe('featured');
    expect(parse('sort=toString').sort).toBe('featured');
    expect(parse('category=__proto__').category).toBeUndefined();
  });

  it('trims the search and drops an empty one', () => {
    expect(parse('q=%20%20blue%20dream%20').q).toBe('blue dream');
    expect(parse('q=%20%20%20')).toEqual({ sort: 'featured' });
    expect(parse('q=')).toEqual({ sort: 'featured' });
  });

  it('caps the search at 100 characters', () => {
    const long = 'a'.repeat(5000);
    expect(parse(`q=${long}`).q).toHaveLength(100);
  });

  it('takes the first of repeated parameters', () => {
    expect(parse('category=flower&category=gummies').category).toBe('flower');
  });

  it('reads the pages shown: a whole number from 2, capped; anything else is the first page', () => {
    expect(parse('page=2').page).toBe(2);
    expect(parse('category=flower&page=7')).toEqual({
      category: 'flower',
      sort: 'featured',
      page: 7,
    });
    expect(parse('page=99999999').page).toBe(1000);
    for (const page of ['1', '0', '-3', '2.5', 'two', '', '1e400', 'Infinity', '0x10', '1e3', ' 2'])
      expect(parse(`page=${page}`).page, page).toBeUndefined();
  });
});

describe('fromFirstPage', () => {
  it('drops the pages shown and keeps the rest', () => {
    const query: ShopQuery = { category: 'gummies', effects: ['Relaxed'], sort: 'name', page: 3 };
    expect(fromFirstPage(query)).toEqual({
      category: 'gummies',
      effects: ['Relaxed'],
      sort: 'name',
    });
    expect(query.page).toBe(3);
  });
});

describe('productCountLabel', () => {
  it('counts as shoppers read numbers', () => {
    expect(productCountLabel(1)).toBe('1 Product');
    expect(productCountLabel(48)).toBe('48 Products');
    expect(productCountLabel(4800)).toBe('4,800 Products');
    expect(productCountLabel(7, 'Gummies')).toBe('7 Products in Gummies');
  });
});

describe('toSearchParams', () => {
  it('leaves out the defaults', () => {
    expect(toSearchParams({ sort: 'featured' }).toString()).toBe('');
    expect(toSearchParams({ sort: 'featured', q: '   ' }).toString()).toBe('');
  });

  it('writes what differs from the defaults', () => {
    expect(
      toSearchParams({ category: 'gummies', q: 'mint tea', sort: 'price-asc' }).toString(),
    ).toBe('category=gummies&q=mint+tea&sort=price-asc');
    expect(toSearchParams({ sort: 'name', page: 3 }).toString()).toBe('sort=name&page=3');
    expect(toSearchParams({ sort: 'featured', page: 1 }).toString()).toBe('');
  });

  it('round-trips through parseShopQuery', () => {
    const queries: ShopQuery[] = [
      { sort: 'featured' },
      { category: 'flower', sort: 'name' },
      { q: 'live resin & rosin', sort: 'price-desc' },
      { category: 'extracts-concentrates', q: '50% off?', sort: 'price-asc' },
      { category: 'flower', sort: 'featured', page: 4 },
    ];
    for (const query of queries) expect(parseShopQuery(toSearchParams(query))).toEqual(query);
  });
});

describe('queryProducts', () => {
  it('shows all 48 products by default, Best Sellers first, then catalogue order', () => {
    const shown = queryProducts({ sort: 'featured' });
    expect(shown).toHaveLength(48);
    expect(ids(shown).slice(0, 7)).toEqual(bestSellerIds);
    const rest = ids(products).filter((id) => !bestSellerIds.includes(id));
    expect(ids(shown).slice(7)).toEqual(rest);
  });

  it('does not reorder the catalogue itself', () => {
    queryProducts({ sort: 'price-desc' });
    expect(ids(products)).toEqual(Array.from({ length: 48 }, (_, index) => index + 1));
  });

  it('filters by category', () => {
    const gummies = queryProducts({ category: 'gummies', sort: 'featured' });
    expect(gummies.length).toBeGreaterThan(0);
    expect(gummies.every((product) => product.category === 'Gummies')).toBe(true);
    expect(gummies).toHaveLength(products.filter((p) => p.category === 'Gummies').length);
    const total = categorySlugs
      .map((category) => queryProducts({ category, sort: 'featured' }).length)
      .reduce((sum, count) => sum + count, 0);
    expect(total).toBe(48);
  });

  it('searches name, description and category name, ignoring case', () => {
    expect(ids(queryProducts({ q: 'GELATO PRE-ROLL PACK', sort: 'featured' }))).toEqual([4]);
    const byCategoryName = queryProducts({ q: 'botanicals', sort: 'featured' });
    expect(byCategoryName.length).toBe(
      products.filter((p) => p.category === 'Wellness & Botanicals').length,
    );
    const byDescription = queryProducts({ q: 'crush-proof', sort: 'featured' });
    expect(ids(byDescription)).toContain(4);
    expect(byDescription.every((p) => !p.name.toLowerCase().includes('crush-proof'))).toBe(true);
  });

  it('requires every word to match, in any order', () => {
    const both = queryProducts({ q: 'gelato cartridge', sort: 'featured' });
    expect(both.length).toBeGreaterThan(0);
    for (const product of both) {
      const text = `${product.name} ${product.description} ${product.category}`.toLowerCase();
      expect(text).toContain('gelato');
      expect(text).toContain('cartridge');
    }
    expect(ids(queryProducts({ q: 'cartridge   gelato', sort: 'featured' }))).toEqual(ids(both));
    expect(queryProducts({ q: 'gelato', sort: 'featured' }).length).toBeGreaterThan(both.length);
  });

  it('combines search with a category', () => {
    const shown = queryProducts({ category: 'flower', q: 'gelato', sort: 'featured' });
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((product) => product.category === 'Flower')).toBe(true);
  });

  it('finds nothing for a word no product has', () => {
    expect(queryProducts({ q: 'gelato xyzzy', sort: 'featured' })).toEqual([]);
  });

  it('treats search text literally, not as a pattern', () => {
    expect(queryProducts({ q: '.*', sort: 'featured' })).toEqual([]);
  });

  it('sorts by the price a shopper pays (sale price when on sale), ties in catalogue order', () => {
    const ascending = queryProducts({ sort: 'price-asc' });
    const prices = ascending.map(effectivePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // A sale product sits after exactly the products that are cheaper than its sale price.
    for (const onSale of products.filter((product) => product.salePrice !== undefined)) {
      const cheaper = products.filter(
        (product) => effectivePrice(product) < effectivePrice(onSale),
      );
      expect(ascending.findIndex((product) => product.id === onSale.id)).toBeGreaterThanOrEqual(
        cheaper.length,
      );
      expect(ascending.slice(0, cheaper.length).every((p) => cheaper.includes(p))).toBe(true);
    }
    for (let index = 1; index < ascending.length; index += 1) {
      const [before, after] = [ascending[index - 1], ascending[index]];
      if (before && after && effectivePrice(before) === effectivePrice(after)) {
        expect(before.id).toBeLessThan(after.id);
      }
    }
  });

  it('sorts by price, highest first', () => {
    const prices = queryProducts({ sort: 'price-desc' }).map(effectivePrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBe(Math.max(...products.map(effectivePrice)));
  });

  it('sorts by name A-Z', () => {
    const names = queryProducts({ sort: 'name' }).map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]?.localeCompare(names.at(-1) ?? '', 'en')).toBeLessThan(0);
  });
});

describe('best sellers', () => {
  it('relatedProducts gives up to 4 best sellers other than the current product', () => {
    expect(ids(relatedProducts(10))).toEqual([1, 4, 20, 21]);
    expect(ids(relatedProducts(1))).toEqual([4, 20, 21, 29]);
    expect(ids(relatedProducts(20))).toEqual([1, 4, 21, 29]);
  });
});

describe('parseProductId (docs/behaviour.md "Routes")', () => {
  it('accepts a plain positive whole number of a product that exists', () => {
    expect(parseProductId('4')).toBe(4);
    expect(parseProductId('1')).toBe(1);
    expect(parseProductId('48')).toBe(48);
  });

  it('rejects anything not written plainly', () => {
    for (const raw of [
      'abc',
      '4.5',
      '4.0',
      '-1',
      '+4',
      '1e3',
      '04',
      '0',
      ' 4',
      '4 ',
      '',
      '0x4',
      '4abc',
      '٤',
      '4\n',
    ]) {
      expect(parseProductId(raw), JSON.stringify(raw)).toBeUndefined();
    }
    expect(parseProductId(undefined)).toBeUndefined();
  });

  it('rejects a well-formed id that is not in the catalogue', () => {
    expect(parseProductId('49')).toBeUndefined();
    expect(parseProductId('99999999999999999999')).toBeUndefined();
  });
});

describe('productCountLabel', () => {
  it('counts products, singular for one', () => {
    expect(productCountLabel(48)).toBe('48 Products');
    expect(productCountLabel(1)).toBe('1 Product');
    expect(productCountLabel(0)).toBe('0 Products');
  });

  it('names the category when filtered', () => {
    expect(productCountLabel(5, 'Gummies')).toBe('5 Products in Gummies');
    expect(productCountLabel(1, 'Flower')).toBe('1 Product in Flower');
  });

  it('queryCategoryName gives the name for the filtered category', () => {
    expect(queryCategoryName({ category: 'extracts-concentrates', sort: 'featured' })).toBe(
      'Extracts & Concentrates',
    );
    expect(queryCategoryName({ sort: 'featured' })).toBeUndefined();
  });
});

describe('facets in the URL (docs/behaviour.md "Shop filter, search and sort live in the URL")', () => {
  it('reads several values of a facet, in the facet order, once each', () => {
    expect(
      parse('effect=sleepy&effect=relaxed&effect=sleepy&type=indica&potency=high&price=25-50'),
    ).toEqual({
      effects: ['Relaxed', 'Sleepy'],
      types: ['Indica'],
      potency: ['high'],
      price: ['25-50'],
      sort: 'featured',
    });
    expect(parse('type=high-cbd&type=hybrid').types).toEqual(['Hybrid', 'High-CBD']);
  });

  it('drops unknown values and leaves an empty facet out', () => {
    expect(
      parse('effect=euphoric&effect=Relaxed&type=ruderalis&potency=extreme&price=0-5'),
    ).toEqual({
      sort: 'featured',
    });
    expect(parse('effect=&effect=calm&effect=toString')).toEqual({
      effects: ['Calm'],
      sort: 'featured',
    });
  });

  it('writes facets in one order, so the same shop has one URL', () => {
    const a = toSearchParams(
      parse('price=100-up&effect=sleepy&potency=high&effect=relaxed&q=kush'),
    );
    const b = toSearchParams(
      parse('q=kush&effect=relaxed&effect=sleepy&potency=high&price=100-up'),
    );
    expect(a.toString()).toBe('q=kush&effect=relaxed&effect=sleepy&potency=high&price=100-up');
    expect(b.toString()).toBe(a.toString());
    expect(toSearchParams(parse('effect=nope')).toString()).toBe('');
  });

  it('round-trips every value of every facet', () => {
    for (const key of facetKeys) {
      for (const value of facets[key].values) {
        const query = toggleFacet({ sort: 'featured' }, key, value, true);
        expect(parseShopQuery(toSearchParams(query))).toEqual(query);
      }
    }
  });
});

describe('faceted results and counts', () => {
  const factsById = (id: number) => {
    const product = products.find((p) => p.id === id);
    return product ? productFacts(product.id, product.category) : undefined;
  };

  it('gives any of the chosen effects, and narrows by the other facets', () => {
    const either = queryProducts(parse('effect=sleepy&effect=energetic'));
    expect(either.length).toBeGreaterThan(0);
    for (const product of either) {
      expect(factsById(product.id)?.effects.some((e) => e === 'Sleepy' || e === 'Energetic')).toBe(
        true,
      );
    }
    const sleepy = queryProducts(parse('effect=sleepy'));
    const energetic = queryProducts(parse('effect=energetic'));
    expect(either.length).toBeGreaterThanOrEqual(Math.max(sleepy.length, energetic.length));
    const sleepyIndica = queryProducts(parse('effect=sleepy&type=indica'));
    expect(sleepyIndica.length).toBeLessThanOrEqual(sleepy.length);
    expect(sleepyIndica.every((p) => factsById(p.id)?.type === 'Indica')).toBe(true);
  });

  it('reads potency by each product’s own form; products without a band never match one', () => {
    const high = queryProducts(parse('potency=high'));
    expect(high.length).toBeGreaterThan(0);
    for (const product of high) {
      const potency = factsById(product.id)?.potency;
      expect(potency && 'band' in potency ? potency.band : undefined).toBe('high');
    }
    const anyBand = queryProducts(parse('potency=low&potency=medium&potency=high'));
    expect(ids(anyBand).sort((a, b) => a - b)).not.toContain(46);
    expect(anyBand).toHaveLength(48 - 3 - 2); // not the three devices, nor the two topicals
  });

  it('puts every product in exactly one price range, by the price a shopper pays', () => {
    const total = facets.price.values
      .map((range) => queryProducts({ price: [range], sort: 'featured' }).length)
      .reduce((sum, count) => sum + count, 0);
    expect(total).toBe(48);
    for (const product of queryProducts(parse('price=25-50'))) {
      expect(effectivePrice(product)).toBeGreaterThanOrEqual(2500);
      expect(effectivePrice(product)).toBeLessThan(5000);
    }
  });

  it('counts each value with the other facets kept (disjunctive)', () => {
    const query = parse('effect=relaxed&potency=high&category=flower');
    const counts = facetCounts(query);
    // A value of a facet with a choice: the products that value alone gives, other facets kept.
    for (const effect of facets.effects.values) {
      const alone = queryProducts({ ...query, effects: [effect] });
      expect(counts.effects[effect], effect).toBe(alone.length);
    }
    for (const band of facets.potency.values) {
      expect(counts.potency[band], band).toBe(queryProducts({ ...query, potency: [band] }).length);
    }
    for (const type of facets.types.values) {
      expect(counts.types[type], type).toBe(queryProducts({ ...query, types: [type] }).length);
    }
    expect(counts.category.all).toBe(queryProducts({ ...query, category: undefined }).length);
    expect(counts.category.flower).toBe(queryProducts(query).length);
    // The chosen value's count is the shown total when its facet has one choice.
    expect(counts.potency.high).toBe(queryProducts(query).length);
  });

  it('counts 0 for a value that would give nothing', () => {
    const counts = facetCounts(parse('category=gummies'));
    expect(counts.potency.high + counts.potency.medium + counts.potency.low).toBe(7);
    const topicals = facetCounts(parse('q=salve'));
    expect(topicals.potency).toEqual({ low: 0, medium: 0, high: 0 });
  });
});

describe('active filters', () => {
  it('lists category then each facet, with chip words, and removes one at a time', () => {
    const query = parse(
      'category=flower&effect=sleepy&effect=relaxed&potency=high&price=100-up&q=kush',
    );
    const list = activeFilters(query);
    expect(list.map((filter) => filter.label)).toEqual([
      'Flower',
      'Relaxed',
      'Sleepy',
      'High potency',
      '$100 and up',
    ]);
    const [flower, relaxed] = list;
    if (!flower || !relaxed) throw new Error('filters missing');
    expect(withoutFilter(query, relaxed).effects).toEqual(['Sleepy']);
    expect(withoutFilter(query, flower).category).toBeUndefined();
    expect(withoutFilter(withoutFilter(query, relaxed), list[2]!).effects).toBeUndefined();
  });

  it('clears every filter but keeps the search and the sort', () => {
    expect(
      withoutFilters(parse('category=flower&effect=calm&type=indica&q=kush&sort=name')),
    ).toEqual({
      q: 'kush',
      sort: 'name',
    });
  });

  it('says what a band covers for each form, from the band limits', () => {
    expect(potencyBandText('high')).toBe(
      'Flower 24% and up · concentrates 66% and up · vapes 60% and up · edibles 10 mg and up a serving',
    );
    expect(potencyBandText('low')).toContain('Flower under 18%');
  });
});
