import { describe, expect, it } from 'vitest';
import { products } from '../../src/catalogue/products';
import {
  restrictionMessage,
  restrictionsByState,
  shippingCategoryOf,
  statesNotShippingTo,
  unshippableLines,
} from '../../src/catalogue/shippingRestrictions';
import { strains } from '../../src/catalogue/strains';
import { categoryNames } from '../../src/catalogue/types';
import { stateName, usStates } from '../../src/lib/usStates';

const everyItem = [...products.map((p) => ({ id: p.id })), ...strains.map((s) => ({ id: s.id }))];

describe('shipping restrictions by state', () => {
  it('lets no item of the catalogue ship to Idaho', () => {
    expect(unshippableLines(everyItem, 'ID')).toEqual(everyItem);
  });

  it('ships the whole catalogue to Colorado and New York', () => {
    expect(unshippableLines(everyItem, 'CO')).toEqual([]);
    expect(unshippableLines(everyItem, 'NY')).toEqual([]);
  });

  it('lists only real state codes, by their names in the checkout, and real categories', () => {
    const codes = new Set(usStates.map((s) => s.code));
    for (const [code, { name, categories }] of Object.entries(restrictionsByState)) {
      expect(codes.has(code), code).toBe(true);
      expect(name, code).toBe(stateName(code));
      for (const category of categories) expect(categoryNames).toContain(category);
    }
  });

  it('takes a code that is no state, even a name on every object, as a state that takes all', () => {
    for (const code of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'XX', '']) {
      expect(unshippableLines(everyItem, code), code).toEqual([]);
    }
  });

  it('ships strains as flower and knows every product', () => {
    expect(shippingCategoryOf('gelato')).toBe('Flower');
    for (const product of products) expect(shippingCategoryOf(product.id)).toBe(product.category);
    expect(shippingCategoryOf(999)).toBeUndefined();
  });

  it('names the states a category does not ship to, and the items in the message', () => {
    expect(statesNotShippingTo('Gummies')).toContain('Idaho');
    expect(statesNotShippingTo('Gummies')).not.toContain('Colorado');
    expect(stateName('ID')).toBe('Idaho');
    expect(restrictionMessage('ID', ['Gelato', 'Sour Peach Hemp Gummies'])).toBe(
      "We can't ship these items to Idaho: Gelato, Sour Peach Hemp Gummies. Remove them or choose another state.",
    );
  });
});
