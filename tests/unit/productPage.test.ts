import { describe, expect, it } from 'vitest';
import { isCertified } from '../../src/catalogue/certificateData';
import { certifiedItem } from '../../src/catalogue/certificates';
import { productIdFrom } from '../../src/catalogue/productId';
import { productPage } from '../../src/catalogue/productPage';
import { isProductPage } from '../../src/catalogue/productPageData';
import { relatedProducts } from '../../src/catalogue/products';

describe('a product page from the catalogue', () => {
  it('is the product and its related cards; no page for an id the catalogue lacks', () => {
    const page = productPage(4);
    expect(page?.product.name).toBe('Gelato Pre-Roll Pack');
    expect(page?.related).toEqual(relatedProducts(4));
    expect(productPage(49)).toBeUndefined();
  });
});

describe('a product page written into the document (the page a prerendered page hydrates from)', () => {
  const given = JSON.parse(JSON.stringify(productPage(4))) as unknown;

  it('is taken for its own product only', () => {
    expect(isProductPage(given, 4)).toBe(true);
    expect(isProductPage(given, 5)).toBe(false);
  });

  it('is refused when broken: the screen then loads the catalogue instead', () => {
    const page = given as { product: Record<string, unknown>; related: unknown[] };
    for (const broken of [
      null,
      'gelato',
      [],
      {},
      { product: page.product },
      { ...page, related: 'none' },
      { ...page, related: [null] },
      { ...page, product: { ...page.product, price: '39.99' } },
      { ...page, product: { ...page.product, id: '4' } },
      { ...page, product: { ...page.product, name: undefined } },
      { ...page, product: { ...page.product, image: 42 } },
    ])
      expect(isProductPage(broken, 4), JSON.stringify(broken)?.slice(0, 80)).toBe(false);
  });
});

describe('productIdFrom', () => {
  it('reads plain decimal digits only, with no catalogue', () => {
    expect(productIdFrom('4')).toBe(4);
    expect(productIdFrom('4800')).toBe(4800);
    for (const raw of ['0', '04', '-1', '4.5', '1e3', ' 4', 'abc', '', '99999999999999999999'])
      expect(productIdFrom(raw), raw).toBeUndefined();
    expect(productIdFrom(undefined)).toBeUndefined();
  });
});

describe('a certificate written into the document', () => {
  const given = JSON.parse(JSON.stringify(certifiedItem('4'))) as Record<string, unknown>;

  it('is the catalogue certificate, taken for its own address only', () => {
    expect(certifiedItem('4')?.name).toBe('Gelato Pre-Roll Pack');
    expect(certifiedItem('gelato')?.kind).toBe('Signature strain');
    expect(certifiedItem('49')).toBeUndefined();
    expect(isCertified(given, '4')).toBe(true);
    expect(isCertified(given, '5')).toBe(false);
    expect(isCertified(JSON.parse(JSON.stringify(certifiedItem('gelato'))), 'gelato')).toBe(true);
  });

  it('is refused when broken', () => {
    const batch = given.batch as Record<string, unknown>;
    for (const broken of [
      null,
      [],
      { ...given, batch: null },
      { ...given, name: 4 },
      { ...given, batch: { ...batch, screens: 'Pass' } },
      { ...given, batch: { ...batch, panel: [] } },
      { ...given, batch: { ...batch, batchId: undefined } },
    ])
      expect(isCertified(broken, '4'), JSON.stringify(broken)?.slice(0, 80)).toBe(false);
  });
});
