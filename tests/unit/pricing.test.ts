import { describe, expect, it } from 'vitest';
import {
  effectivePrice,
  firstSizePrice,
  isValidSize,
  itemInfo,
  payablePrice,
  productSizes,
  sizePrice,
} from '../../src/catalogue/pricing';
import { findProduct, products } from '../../src/catalogue/products';
import { findStrain, strains } from '../../src/catalogue/strains';
import { STANDARD_SIZE, type Product, type StrainId } from '../../src/catalogue/types';

function productWhere(predicate: (product: Product) => boolean): Product {
  const product = products.find(predicate);
  if (!product) throw new Error('The catalogue has no product for this test');
  return product;
}

const onSaleWithoutVariants = productWhere((p) => p.salePrice !== undefined && !p.variants);
const onSaleWithVariants = productWhere((p) => p.salePrice !== undefined && !!p.variants);
const regularWithVariants = productWhere((p) => p.salePrice === undefined && !!p.variants);
const regularWithoutVariants = productWhere((p) => p.salePrice === undefined && !p.variants);

describe('strain prices (docs/behaviour.md "Catalogue")', () => {
  it('are $24.99 for 3.5g and $175 for 28g for all three strains', () => {
    expect(strains.map((strain) => strain.id)).toEqual(['super-glue', 'gelato', 'gary-payton']);
    for (const strain of strains) {
      expect(itemInfo(strain.id, '3.5g')?.price).toBe(2499);
      expect(itemInfo(strain.id, '28g')?.price).toBe(17500);
    }
  });

  it('has no price for a size the strains are not sold in', () => {
    expect(itemInfo('gelato', '7g')?.price).toBeUndefined();
    expect(itemInfo('gelato', 'Standard')?.price).toBeUndefined();
    expect(itemInfo('gelato', '')?.price).toBeUndefined();
  });

  it('has no price for an unknown strain', () => {
    // A tampered stored id arrives as any string; the type alone does not guarantee it exists.
    expect(itemInfo('blue-dream' as StrainId, '3.5g')?.price).toBeUndefined();
  });
});

describe('product prices', () => {
  it('use the sale price when there is one', () => {
    const salePrice = onSaleWithoutVariants.salePrice;
    expect(salePrice).toBeLessThan(onSaleWithoutVariants.price);
    expect(itemInfo(onSaleWithoutVariants.id, STANDARD_SIZE)?.price).toBe(salePrice);
    expect(effectivePrice(onSaleWithoutVariants)).toBe(salePrice);
  });

  it('use the sale price in every variant of a product on sale', () => {
    const sizes = onSaleWithVariants.variants ?? [];
    expect(sizes.length).toBeGreaterThanOrEqual(2);
    for (const size of sizes) {
      const prices = sizePrice(onSaleWithVariants, size);
      expect(prices?.salePrice).toBeLessThan(prices?.price ?? 0);
      expect(itemInfo(onSaleWithVariants.id, size)?.price).toBe(prices?.salePrice);
    }
  });

  it('charge each size its own price: product 4 is $39.99, $71.99 and $87.99', () => {
    const gelatoPack = findProduct(4);
    if (!gelatoPack) throw new Error('No product 4');
    expect(itemInfo(4, '4 pack')?.price).toBe(3999);
    expect(itemInfo(4, '8 pack')?.price).toBe(7199);
    expect(itemInfo(4, '10 pack')?.price).toBe(8799);
    expect(sizePrice(gelatoPack, '4 pack')).toEqual({ price: gelatoPack.price });
    expect(sizePrice(gelatoPack, '8 pack')).toEqual({ price: 7199 });
    expect(itemInfo(9, '3.5g')?.price).toBe(3499);
    expect(itemInfo(9, '7g')?.price).toBe(6299);
  });

  it('keep the first size of a product on sale at its price and sale price exactly', () => {
    expect(sizePrice(onSaleWithVariants, onSaleWithVariants.variants?.[0] ?? '')).toEqual({
      price: onSaleWithVariants.price,
      salePrice: onSaleWithVariants.salePrice,
    });
    expect(firstSizePrice(onSaleWithoutVariants)).toEqual({
      price: onSaleWithoutVariants.price,
      salePrice: onSaleWithoutVariants.salePrice,
    });
    expect(sizePrice(onSaleWithoutVariants, STANDARD_SIZE)).toEqual(
      firstSizePrice(onSaleWithoutVariants),
    );
  });

  it('discount the other sizes by the same ratio, rounded to whole cents', () => {
    // 12: Lifter Hemp Flower, $29.99 on sale for $24.99; 7g is $53.99, so 53.99 × 24.99 / 29.99.
    const lifter = findProduct(12);
    if (!lifter) throw new Error('No product 12');
    expect(sizePrice(lifter, '7g')).toEqual({ price: 5399, salePrice: 4499 });
    expect(itemInfo(12, '7g')?.price).toBe(4499);
    for (const product of products.filter((p) => p.salePrice !== undefined)) {
      for (const size of productSizes(product)) {
        const prices = sizePrice(product, size);
        const ratio = (product.salePrice ?? 0) / product.price;
        expect(prices?.salePrice).toBe(Math.round((prices?.price ?? 0) * ratio));
      }
    }
  });

  it('round a half cent of discount up, to the nearest whole cent', () => {
    const halfCents: Product = {
      ...onSaleWithVariants,
      price: 1000,
      salePrice: 750,
      variants: ['1g', '2g', '3g'],
      variantPrices: { '2g': 1002, '3g': 1001 },
    };
    expect(sizePrice(halfCents, '1g')).toEqual({ price: 1000, salePrice: 750 });
    // 1002 × 0.75 = 751.5 → 752; 1001 × 0.75 = 750.75 → 751.
    expect(sizePrice(halfCents, '2g')).toEqual({ price: 1002, salePrice: 752 });
    expect(sizePrice(halfCents, '3g')).toEqual({ price: 1001, salePrice: 751 });
  });

  it('have no price for a size the product is not sold in', () => {
    const gelatoPack = findProduct(4);
    if (!gelatoPack) throw new Error('No product 4');
    expect(sizePrice(gelatoPack, STANDARD_SIZE)).toBeUndefined();
    expect(sizePrice(gelatoPack, '12 pack')).toBeUndefined();
    expect(sizePrice(gelatoPack, '3.5g')).toBeUndefined();
    expect(sizePrice(regularWithoutVariants, '3.5g')).toBeUndefined();
    expect(sizePrice(regularWithoutVariants, STANDARD_SIZE)).toEqual({
      price: regularWithoutVariants.price,
    });
  });

  it('offer only the variants that have a price', () => {
    const unpriced: Product = {
      ...regularWithVariants,
      variants: ['1g', '2g', '3g'],
      variantPrices: { '3g': 4000 },
    };
    expect(productSizes(unpriced)).toEqual(['1g', '3g']);
    expect(sizePrice(unpriced, '2g')).toBeUndefined();
    // A price for a size the product does not list is never used.
    const stray: Product = { ...unpriced, variantPrices: { '3g': 4000, '7g': 5000 } };
    expect(sizePrice(stray, '7g')).toBeUndefined();
  });

  it('sort by the first size: the lowest price a product is sold at', () => {
    for (const product of products) {
      const paid = productSizes(product).map((size) =>
        payablePrice(sizePrice(product, size) ?? { price: Number.NaN }),
      );
      expect(effectivePrice(product)).toBe(paid[0]);
      expect(effectivePrice(product)).toBe(Math.min(...paid));
    }
  });

  it('use the regular price otherwise', () => {
    expect(itemInfo(regularWithoutVariants.id, STANDARD_SIZE)?.price).toBe(
      regularWithoutVariants.price,
    );
    const [firstVariant] = regularWithVariants.variants ?? [];
    expect(itemInfo(regularWithVariants.id, firstVariant ?? '')?.price).toBe(
      regularWithVariants.price,
    );
  });

  it('accept only Standard for a product without variants', () => {
    expect(isValidSize(regularWithoutVariants.id, STANDARD_SIZE)).toBe(true);
    expect(isValidSize(regularWithoutVariants.id, '3.5g')).toBe(false);
    expect(isValidSize(regularWithoutVariants.id, 'standard')).toBe(false);
  });

  it('accept only its variants for a product with variants', () => {
    const gelatoPack = findProduct(4);
    expect(gelatoPack?.variants).toEqual(['4 pack', '8 pack', '10 pack']);
    expect(isValidSize(4, '8 pack')).toBe(true);
    expect(isValidSize(4, STANDARD_SIZE)).toBe(false);
    expect(isValidSize(4, '3.5g')).toBe(false);
    expect(itemInfo(4, '12 pack')?.price).toBeUndefined();
  });

  it('has no price for an id outside the catalogue', () => {
    for (const id of [0, -1, 49, 4.5, Number.NaN]) {
      expect(itemInfo(id, STANDARD_SIZE)?.price).toBeUndefined();
      expect(isValidSize(id, STANDARD_SIZE)).toBe(false);
    }
  });

  it('every product and size in the catalogue has a whole-cent price from $10 to $150', () => {
    for (const product of products) {
      expect(productSizes(product)).toEqual(product.variants ?? [STANDARD_SIZE]);
      for (const size of productSizes(product)) {
        const price = itemInfo(product.id, size)?.price;
        expect(price).toBe(payablePrice(sizePrice(product, size) ?? { price: Number.NaN }));
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(1000);
        expect(price).toBeLessThanOrEqual(15000);
      }
    }
  });
});

describe('itemInfo', () => {
  it('gives the catalogue name, artwork and unit price', () => {
    const strain = findStrain('super-glue');
    expect(itemInfo('super-glue', '28g')).toEqual({
      name: 'Super Glue',
      image: strain?.image,
      price: 17500,
    });
    expect(itemInfo(onSaleWithoutVariants.id, STANDARD_SIZE)).toEqual({
      name: onSaleWithoutVariants.name,
      image: onSaleWithoutVariants.image,
      price: onSaleWithoutVariants.salePrice,
    });
  });

  it('is undefined for an unknown item or size', () => {
    expect(itemInfo(999, STANDARD_SIZE)).toBeUndefined();
    expect(itemInfo('gelato', '1 oz')).toBeUndefined();
  });
});
