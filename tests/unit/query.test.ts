import { describe, expect, it } from 'vitest';
import { effectivePrice } from '../../src/catalogue/pricing';
import { products, relatedProducts } from '../../src/catalogue/products';
import { parseProductId } from '../../src/catalogue/listings';
import {
  parseShopQuery,
  productCountLabel,
  queryCategoryName,
  queryProducts,
  shopSorts,
  toSearchParams,
  type ShopQuery,
} from '../../src/catalogue/query';
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
  });

  it('round-trips through parseShopQuery', () => {
    const queries: ShopQuery[] = [
      { sort: 'featured' },
      { category: 'flower', sort: 'name' },
      { q: 'live resin & rosin', sort: 'price-desc' },
      { category: 'extracts-concentrates', q: '50% off?', sort: 'price-asc' },
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
