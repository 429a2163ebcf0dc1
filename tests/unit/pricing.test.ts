import { describe, expect, it } from 'vitest';
import {
  defaultSize,
  effectivePrice,
  isValidSize,
  itemInfo,
  productSizes,
  unitPrice,
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

describe('strain prices (SPEC point 9)', () => {
  it('are $24.99 for 3.5g and $175 for 28g for all three strains', () => {
    expect(strains.map((strain) => strain.id)).toEqual(['super-glue', 'gelato', 'gary-payton']);
    for (const strain of strains) {
      expect(unitPrice(strain.id, '3.5g')).toBe(2499);
      expect(unitPrice(strain.id, '28g')).toBe(17500);
    }
  });

  it('has no price for a size the strains are not sold in', () => {
    expect(unitPrice('gelato', '7g')).toBeUndefined();
    expect(unitPrice('gelato', 'Standard')).toBeUndefined();
    expect(unitPrice('gelato', '')).toBeUndefined();
  });

  it('has no price for an unknown strain', () => {
    // A tampered stored id arrives as any string; the type alone does not guarantee it exists.
    expect(unitPrice('blue-dream' as StrainId, '3.5g')).toBeUndefined();
  });
});

describe('product prices', () => {
  it('use the sale price when there is one', () => {
    const salePrice = onSaleWithoutVariants.salePrice;
    expect(salePrice).toBeLessThan(onSaleWithoutVariants.price);
    expect(unitPrice(onSaleWithoutVariants.id, STANDARD_SIZE)).toBe(salePrice);
    expect(effectivePrice(onSaleWithoutVariants)).toBe(salePrice);
  });

  it('use the sale price in every variant of a product on sale', () => {
    for (const size of onSaleWithVariants.variants ?? []) {
      expect(unitPrice(onSaleWithVariants.id, size)).toBe(onSaleWithVariants.salePrice);
    }
  });

  it('use the regular price otherwise', () => {
    expect(unitPrice(regularWithoutVariants.id, STANDARD_SIZE)).toBe(regularWithoutVariants.price);
    const [firstVariant] = regularWithVariants.variants ?? [];
    expect(unitPrice(regularWithVariants.id, firstVariant ?? '')).toBe(regularWithVariants.price);
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
    expect(unitPrice(4, '12 pack')).toBeUndefined();
  });

  it('has no price for an id outside the catalogue', () => {
    for (const id of [0, -1, 49, 4.5, Number.NaN]) {
      expect(unitPrice(id, STANDARD_SIZE)).toBeUndefined();
      expect(isValidSize(id, STANDARD_SIZE)).toBe(false);
    }
  });

  it('every product and size in the catalogue has a whole-cent price from $10 to $150', () => {
    for (const product of products) {
      for (const size of productSizes(product)) {
        const price = unitPrice(product.id, size);
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

describe('defaultSize', () => {
  it('is 3.5g for strains (SPEC point 4)', () => {
    for (const strain of strains) expect(defaultSize(strain)).toBe('3.5g');
  });

  it('is the first variant, or Standard without variants', () => {
    expect(defaultSize(regularWithVariants)).toBe(regularWithVariants.variants?.[0]);
    expect(defaultSize(regularWithoutVariants)).toBe(STANDARD_SIZE);
  });

  it('is always a size the item can be bought in', () => {
    for (const product of products)
      expect(isValidSize(product.id, defaultSize(product))).toBe(true);
    for (const strain of strains) expect(isValidSize(strain.id, defaultSize(strain))).toBe(true);
  });
});
