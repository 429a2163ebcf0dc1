import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productFacts } from '../../src/catalogue/facts';
import { listings } from '../../src/catalogue/listings';
import { shopFacetValues, type ShopFacetValues } from '../../src/catalogue/shopFacets';

// src/catalogue/shopFacets.ts is written from src/catalogue/facts.ts, never by hand: the shop's
// first load must not carry the certificates (scripts/budgets.mjs, "no lab results in /shop").
// After a change to the facts, rewrite it with
//   UPDATE_SHOP_FACETS=1 npx vitest run --project unit tests/unit/shopFacets.test.ts
const file = fileURLToPath(new URL('../../src/catalogue/shopFacets.ts', import.meta.url));

function derived(): Record<number, ShopFacetValues> {
  const table: Record<number, ShopFacetValues> = {};
  for (const listing of listings) {
    const facts = productFacts(listing.id, listing.category);
    if (!facts) continue;
    const band = 'band' in facts.potency ? facts.potency.band : undefined;
    table[listing.id] = { type: facts.type, effects: facts.effects, ...(band ? { band } : {}) };
  }
  return table;
}

function source(table: Record<number, ShopFacetValues>): string {
  const rows = Object.entries(table).map(([id, values]) => {
    const effects = values.effects.map((effect) => `'${effect}'`).join(', ');
    const band = values.band ? `, band: '${values.band}'` : '';
    return `  ${id}: { type: '${values.type}', effects: [${effects}]${band} },`;
  });
  return `${readFileSync(file, 'utf8').split('/* table */')[0]}/* table */ {\n${rows.join('\n')}\n};\n`;
}

describe('shopFacetValues', () => {
  it('is what src/catalogue/facts.ts gives for every product, and nothing else', () => {
    const expected = derived();
    if (process.env.UPDATE_SHOP_FACETS) writeFileSync(file, source(expected));
    expect(shopFacetValues).toEqual(expected);
  });

  it('leaves out the devices and gives topicals no band', () => {
    expect(Object.keys(shopFacetValues)).toHaveLength(45);
    for (const id of [33, 34, 36]) expect(shopFacetValues[id]).toBeUndefined();
    for (const id of [46, 47]) expect(shopFacetValues[id]?.band).toBeUndefined();
  });
});
