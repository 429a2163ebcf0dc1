import { describe, expect, it } from 'vitest';
import {
  bandRange,
  effects,
  potencyLine,
  productFacts,
  strainFacts,
  terpenes,
} from '../../src/catalogue/facts';
import { productBatch, strainBatch, totalThc } from '../../src/catalogue/labResults';
import { listings } from '../../src/catalogue/listings';
import { strains } from '../../src/catalogue/strains';

const tenth = (value: number) => Math.round(value * 10) / 10;

const factsOf = (id: number) => {
  const listing = listings.find((entry) => entry.id === id);
  if (!listing) throw new Error(`no product ${id}`);
  return productFacts(id, listing.category);
};

describe('catalogue facts', () => {
  it('gives every hemp product facts and every device none', () => {
    const without = listings.filter((l) => productFacts(l.id, l.category) === undefined);
    expect(without.map((l) => l.id)).toEqual([33, 34, 36]);
  });

  it('reads percent forms from the certificate, never from a second number', () => {
    for (const listing of listings) {
      const facts = productFacts(listing.id, listing.category);
      const batch = productBatch(listing.id, listing.category);
      if (!facts || !batch || !('thcPercent' in facts.potency)) continue;
      expect(facts.potency.thcPercent).toBe(tenth(totalThc(batch.panel)));
      expect(facts.potency.cbdPercent).toBe(tenth(batch.panel.cbd));
    }
  });

  it('turns an edible certificate into mg per serving and per pack', () => {
    const gummy = factsOf(37);
    expect(gummy && potencyLine(gummy)).toBe('Hybrid · THC 10 mg per gummy');
    // Sold as 5ct and 10ct: the pack figures are the first size's, its count read from the size.
    expect(gummy?.potency).toMatchObject({
      form: 'edible',
      thcMg: 10,
      serving: { perPack: 5, packSize: '5ct' },
      pack: { thcMg: 50 },
    });
    const evening = factsOf(39);
    expect(evening?.potency).toMatchObject({ thcMg: 8, cbdMg: 20, pack: { cbdMg: 100 } });
    // 10ct and 50ct: ten gummies in the first pack.
    expect(factsOf(38)?.potency).toMatchObject({ serving: { perPack: 10, packSize: '10ct' } });
    // One size, its count given by the facts (the name says "5ct"; no size does).
    expect(factsOf(40)?.potency).toMatchObject({ serving: { perPack: 5 } });
    const oil = factsOf(45);
    expect(oil && potencyLine(oil)).toBe('High-CBD · CBD 33.3 mg per dropper (1 ml)');
    expect(oil?.potency).toMatchObject({ pack: { cbdMg: 1000 } });
  });

  it('gives topicals mg per pack and no band', () => {
    const balm = factsOf(46);
    expect(balm && potencyLine(balm)).toBe('High-CBD · CBD 560 mg per pack');
    expect(balm?.potency).not.toHaveProperty('band');
  });

  it('bands strength per form with the range the shopper reads', () => {
    expect(factsOf(11)?.potency).toMatchObject({ form: 'flower', band: 'high' });
    expect(factsOf(5)?.potency).toMatchObject({ form: 'flower', band: 'low' });
    expect(bandRange('flower', 'medium')).toBe('18–24%');
    expect(bandRange('edible', 'low')).toBe('under 5 mg');
    expect(bandRange('vape', 'high')).toBe('60% and up');
  });

  it('uses one vocabulary of effects and terpenes, each terpene with a plain note', () => {
    for (const listing of listings) {
      const facts = productFacts(listing.id, listing.category);
      for (const effect of facts?.effects ?? []) expect(effects).toContain(effect);
      for (const terpene of facts?.terpenes ?? []) expect(terpenes[terpene].aroma).not.toBe('');
    }
    expect(effects).toHaveLength(8);
  });

  it("gives the home strains the certificate's THC", () => {
    for (const strain of strains) {
      const facts = strainFacts(strain.id);
      expect(facts.potency).toMatchObject({ form: 'flower' });
      if ('thcPercent' in facts.potency)
        expect(facts.potency.thcPercent).toBe(tenth(totalThc(strainBatch(strain.id).panel)));
    }
    expect(potencyLine(strainFacts('gelato'))).toBe('Hybrid · THC 22.8%');
  });
});
