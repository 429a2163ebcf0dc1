import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  productBatch,
  productIdsWithBatch,
  screensForKind,
  strainBatch,
  THCA_DECARB_FACTOR,
  totalCannabinoids,
  totalThc,
} from '../../src/catalogue/labResults';
import { products } from '../../src/catalogue/products';
import { strains } from '../../src/catalogue/strains';

const batches = [
  ...products.map((product) => ({
    name: product.name,
    batch: productBatch(product.id, product.category),
  })),
  ...strains.map((strain) => ({ name: strain.name, batch: strainBatch(strain.id) })),
];

describe('lab results', () => {
  it('has a batch for every product and strain, and none for ids outside the catalogue', () => {
    for (const { name, batch } of batches) expect(batch, name).toBeDefined();
    expect(productIdsWithBatch.toSorted((a, b) => a - b)).toEqual(products.map((p) => p.id));
  });

  it('computes total THC as Δ9-THC + 0.877 × THCA and never reads it from the data', () => {
    expect(totalThc({ delta9Thc: 0.2, thca: 10, cbd: 0, other: 0 })).toBe(8.97);
    expect(THCA_DECARB_FACTOR).toBe(0.877);
    const source = readFileSync(
      new URL('../../src/catalogue/labResults.ts', import.meta.url),
      'utf8',
    );
    expect(source).not.toMatch(/totalThc\s*:/);
    for (const { batch } of batches) {
      if (!batch) continue;
      expect(Object.keys(batch.panel).sort()).toEqual(['cbd', 'delta9Thc', 'other', 'thca']);
    }
  });

  it('keeps every batch under 0.3% Δ9-THC, as the catalogue says', () => {
    for (const { name, batch } of batches) expect(batch?.panel.delta9Thc, name).toBeLessThan(0.3);
  });

  it("gives each strain the total THC its card shows, and the same-named flower the strain's batch", () => {
    const cardThc = { 'super-glue': '24.5%', gelato: '22.8%', 'gary-payton': '26.2%' };
    for (const strain of strains) {
      const panel = strainBatch(strain.id).panel;
      expect(`${totalThc(panel).toFixed(1)}%`, strain.name).toBe(cardThc[strain.id]);
      const flower = products.find((p) => p.name === `${strain.name} Hemp Flower`);
      expect(flower, strain.name).toBeDefined();
      if (flower) expect(productBatch(flower.id, flower.category)?.panel).toEqual(panel);
    }
  });

  it('runs every screen for the kind, each passed; extracts include residual solvents', () => {
    for (const { name, batch } of batches) {
      if (!batch) continue;
      expect(
        batch.screens.map((s) => s.name),
        name,
      ).toEqual(screensForKind[batch.kind]);
      expect(
        batch.screens.every((s) => s.result === 'Pass'),
        name,
      ).toBe(true);
      expect(totalCannabinoids(batch.panel)).toBeLessThanOrEqual(100);
    }
    for (const product of products.filter((p) => p.category === 'Extracts & Concentrates')) {
      expect(productBatch(product.id, product.category)?.screens.map((s) => s.name)).toContain(
        'Residual solvents',
      );
    }
  });

  it('gives every batch a unique id and a real test date', () => {
    const ids = batches.map(({ batch }) => batch?.batchId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { batch } of batches)
      expect(Number.isNaN(Date.parse(batch?.testedOn ?? ''))).toBe(false);
  });
});
