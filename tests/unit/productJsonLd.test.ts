import { describe, expect, it } from 'vitest';
import { productFacts } from '../../src/catalogue/facts';
import { findProduct } from '../../src/catalogue/products';
import type { Product } from '../../src/catalogue/types';
import { productJsonLd } from '../../src/screens/productJsonLd';

function product(id: number): Product {
  const found = findProduct(id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

/** The PropertyValues as name → [value, unitText], the way a search engine reads them. */
function properties(id: number): Record<string, [unknown, unknown]> {
  const data = productJsonLd(product(id));
  const list = data.additionalProperty;
  if (!Array.isArray(list)) throw new Error(`no additionalProperty for ${id}`);
  return Object.fromEntries(
    list.map((entry: Record<string, unknown>) => {
      expect(entry['@type']).toBe('PropertyValue');
      return [String(entry.name), [entry.value, entry.unitText]];
    }),
  );
}

describe('Product JSON-LD (docs/behaviour.md "Catalogue facts")', () => {
  it("carries a flower's strain type, THC and CBD in percent, effects and terpenes", () => {
    // 4: Gelato Pre-Roll Pack, the Gelato batch: total THC 22.8%, CBD 0.05% (0.1 to a tenth).
    expect(properties(4)).toEqual({
      'Strain type': ['Hybrid', undefined],
      'Total THC': [22.8, '%'],
      CBD: [0.1, '%'],
      Effects: ['Happy, Creative, Relaxed', undefined],
      Terpenes: ['Caryophyllene, Limonene, Humulene', undefined],
    });
  });

  it("carries an edible's mg per serving and per pack, and no terpenes it does not list", () => {
    expect(properties(37)).toEqual({
      'Strain type': ['Hybrid', undefined],
      'THC per gummy': [10, 'mg'],
      'CBD per gummy': [0.4, 'mg'],
      'Servings per 5ct pack': [5, undefined],
      'THC per 5ct pack': [50, 'mg'],
      'CBD per 5ct pack': [2, 'mg'],
      Effects: ['Happy, Relaxed', undefined],
    });
    expect(properties(45)).toMatchObject({
      'Strain type': ['High-CBD', undefined],
      'CBD per dropper (1 ml)': [33.3, 'mg'],
      'CBD per pack': [1000, 'mg'],
    });
  });

  it("carries a topical's mg per pack", () => {
    expect(properties(46)).toEqual({
      'Strain type': ['High-CBD', undefined],
      'THC per pack': [5.6, 'mg'],
      'CBD per pack': [560, 'mg'],
    });
  });

  it('gives the same figures as the facts every card and the product page show', () => {
    for (const id of [1, 12, 20, 24, 39, 44, 48]) {
      const item = product(id);
      const facts = productFacts(id, item.category);
      const props = properties(id);
      expect(props['Strain type']?.[0], item.name).toBe(facts?.type);
      const potency = facts?.potency;
      if (potency && 'thcPercent' in potency) {
        expect(props['Total THC'], item.name).toEqual([potency.thcPercent, '%']);
        expect(props.CBD, item.name).toEqual([potency.cbdPercent, '%']);
      }
    }
  });

  it('leaves devices without facts, and keeps the offers and identity of every product', () => {
    const device = productJsonLd(product(33));
    expect(device).not.toHaveProperty('additionalProperty');
    expect(device).toMatchObject({ '@type': 'Product', sku: 'SR-33' });
    const gelato = productJsonLd(product(4));
    expect(gelato).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Gelato Pre-Roll Pack',
      sku: 'SR-4',
      offers: { '@type': 'AggregateOffer', lowPrice: '39.99', highPrice: '87.99', offerCount: 3 },
    });
  });
});
