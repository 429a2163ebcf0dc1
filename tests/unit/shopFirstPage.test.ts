import { describe, expect, it } from 'vitest';
import { literalModule } from '../../config/shopFirstPage';
import { SHOP_PAGE_SIZE } from '../../src/catalogue/query';
import { shopFirstPage, type ShopFirstPage } from '../../src/catalogue/shopFirstPage';
import { queryProducts } from '../../src/catalogue/shopResults';

/** Runs a module written by literalModule, each artwork import standing for its file's path. */
function evaluate(code: string): ShopFirstPage {
  const body = code
    .replace(/^import (\w+) from "([^"?]+)\?url&no-inline";$/gm, 'const $1 = "$2";')
    .replace('export const shopFirstPage =', 'return');
  return new Function(body)() as ShopFirstPage;
}

describe('the shop first page', () => {
  it('is the bare shop: the first products in the featured order, and the whole count', () => {
    const all = queryProducts({ sort: 'featured' });
    expect(shopFirstPage.products).toEqual(all.slice(0, SHOP_PAGE_SIZE));
    expect(shopFirstPage.total).toBe(all.length);
  });

  it('is written as data the build can ship: the same products, artwork imported once per file', () => {
    const code = literalModule(shopFirstPage);
    expect(evaluate(code)).toEqual(shopFirstPage);
    const imports = code.match(/^import /gm) ?? [];
    expect(imports).toHaveLength(new Set(shopFirstPage.products.map((p) => p.image)).size);
  });

  it('fails the build when an artwork is not a file of the project', () => {
    const [first] = shopFirstPage.products;
    if (!first) throw new Error('the catalogue is empty');
    const inlined = { ...first, image: 'data:image/svg+xml,%3csvg%3e' };
    expect(() => literalModule({ products: [inlined], total: 1 })).toThrow(
      /the artwork of .+ is not a file under src\/catalogue\/art/,
    );
  });
});
