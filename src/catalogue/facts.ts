import { productBatch, strainBatch, totalThc, type CannabinoidPanel } from './labResults';
import { findListing } from './listings';
import type { CategoryName, StrainId } from './types';
import {
  bandLimits,
  type Effect,
  type PotencyBand,
  type PotencyForm,
  type StrainType,
} from './vocabulary';

// The words facts are told in (effects, strain types, potency bands) are in ./vocabulary.ts, part of
// this one source: the shop's first load reads a URL's filters with them without loading these
// facts (docs/performance.md "Where the bytes go").
export {
  bandLimits,
  bandRange,
  effects,
  potencyBands,
  strainTypes,
  type Effect,
  type PotencyBand,
  type PotencyForm,
  type StrainType,
} from './vocabulary';

// What a shopper chooses by: strain type, strength, effects and terpenes (docs/behaviour.md
// "Catalogue facts"). Every number here is worked out from the batch's certificate of analysis in
// src/catalogue/labResults.ts, never typed a second time, so a card, a facet, the product page and
// the certificate always agree. Effects and terpene notes say what people report, never what a
// product treats: the FDA statement in src/lib/compliance.ts applies to all of them.

/** The terpenes the catalogue names, each with what it smells of and what people report. */
export const terpenes = {
  Myrcene: {
    aroma: 'Earthy and musky, like ripe mango and cloves.',
    reported: 'Common in strains people describe as mellow and relaxing.',
  },
  Limonene: {
    aroma: 'Bright citrus peel.',
    reported: 'Common in strains people describe as cheerful and uplifting.',
  },
  Caryophyllene: {
    aroma: 'Black pepper and warm spice.',
    reported: 'Common in strains people describe as grounded and calm.',
  },
  Linalool: {
    aroma: 'Lavender and soft florals.',
    reported: 'Common in strains people describe as calm and easy-going.',
  },
  Pinene: {
    aroma: 'Fresh pine needles and rosemary.',
    reported: 'Common in strains people describe as clear-headed and alert.',
  },
  Terpinolene: {
    aroma: 'Fresh, herbal and a little floral, like lilac and apple.',
    reported: 'Common in strains people describe as lively and creative.',
  },
  Humulene: {
    aroma: 'Hoppy and woody, like a pale ale.',
    reported: 'Common in earthy, dry-finishing strains.',
  },
  Ocimene: {
    aroma: 'Sweet, green and tropical.',
    reported: 'Common in strains people describe as bright and energetic.',
  },
} as const satisfies Record<string, { aroma: string; reported: string }>;
export type Terpene = keyof typeof terpenes;

/** A serving as the pack measures it, for what is eaten or taken by serving. */
export interface Serving {
  /** What one serving is called on the pack: 'gummy', 'tea bag', 'dropper (1 ml)'. */
  name: string;
  /** Its weight in grams, which turns the certificate's percent into mg. */
  grams: number;
  /**
   * Servings in one pack of the first size. Read from that size where it is a count ('5ct' is 5
   * gummies, src/catalogue/listings.ts), never typed again here; typed only where no size says it.
   */
  perPack: number;
  /** The size the pack figures are for, where the product comes in counts: '5ct'. */
  packSize?: string;
}

/** What the pack figures are for: 'pack', or '5ct pack' where the product comes in counts. */
export function packName(serving: Serving): string {
  return serving.packSize === undefined ? 'pack' : `${serving.packSize} pack`;
}

/** What an entry says of its serving: the count only where the product's sizes do not give it. */
type ServingEntry = Omit<Serving, 'perPack' | 'packSize'> & { perPack?: number };

interface FactsEntry {
  type?: StrainType;
  effects?: readonly Effect[];
  terpenes?: readonly Terpene[];
  serving?: ServingEntry;
  /** Topicals only: the pack's weight in grams. */
  packGrams?: number;
}

/** A 4 g gummy; the count per pack comes from the product's sizes, or is given where none does. */
const gummy = (perPack?: number): ServingEntry => ({ name: 'gummy', grams: 4, perPack });

/** By product id. Devices (33, 34, 36) carry no hemp and have no entry. */
const productEntries: Readonly<Record<number, FactsEntry>> = {
  1: {
    type: 'Sativa',
    effects: ['Uplifted', 'Creative', 'Happy'],
    terpenes: ['Myrcene', 'Pinene', 'Caryophyllene'],
  },
  2: {
    type: 'Sativa',
    effects: ['Energetic', 'Uplifted', 'Focused'],
    terpenes: ['Caryophyllene', 'Limonene', 'Myrcene'],
  },
  3: {
    type: 'Hybrid',
    effects: ['Happy', 'Uplifted', 'Relaxed'],
    terpenes: ['Limonene', 'Caryophyllene', 'Linalool'],
  },
  4: {
    type: 'Hybrid',
    effects: ['Happy', 'Creative', 'Relaxed'],
    terpenes: ['Caryophyllene', 'Limonene', 'Humulene'],
  },
  5: {
    type: 'Indica',
    effects: ['Relaxed', 'Happy', 'Calm'],
    terpenes: ['Myrcene', 'Caryophyllene', 'Limonene'],
  },
  6: {
    type: 'Indica',
    effects: ['Sleepy', 'Relaxed', 'Calm'],
    terpenes: ['Myrcene', 'Pinene', 'Caryophyllene'],
  },
  7: {
    type: 'Sativa',
    effects: ['Energetic', 'Happy', 'Creative'],
    terpenes: ['Caryophyllene', 'Ocimene', 'Limonene'],
  },
  8: { type: 'Sativa', effects: ['Focused', 'Calm'], terpenes: ['Pinene', 'Myrcene', 'Ocimene'] },
  9: {
    type: 'Indica',
    effects: ['Relaxed', 'Calm', 'Happy'],
    terpenes: ['Caryophyllene', 'Myrcene', 'Limonene'],
  },
  10: {
    type: 'Hybrid',
    effects: ['Happy', 'Creative', 'Relaxed'],
    terpenes: ['Caryophyllene', 'Limonene', 'Humulene'],
  },
  11: {
    type: 'Hybrid',
    effects: ['Uplifted', 'Focused', 'Creative'],
    terpenes: ['Limonene', 'Caryophyllene', 'Linalool'],
  },
  12: {
    type: 'High-CBD',
    effects: ['Calm', 'Focused'],
    terpenes: ['Terpinolene', 'Myrcene', 'Pinene'],
  },
  13: {
    type: 'Sativa',
    effects: ['Uplifted', 'Energetic', 'Focused'],
    terpenes: ['Terpinolene', 'Ocimene', 'Myrcene'],
  },
  14: {
    type: 'Indica',
    effects: ['Relaxed', 'Happy', 'Calm'],
    terpenes: ['Caryophyllene', 'Humulene', 'Linalool'],
  },
  15: {
    type: 'Hybrid',
    effects: ['Relaxed', 'Happy', 'Sleepy'],
    terpenes: ['Limonene', 'Caryophyllene', 'Myrcene'],
  },
  16: {
    type: 'Hybrid',
    effects: ['Uplifted', 'Focused', 'Creative'],
    terpenes: ['Limonene', 'Caryophyllene', 'Linalool'],
  },
  17: {
    type: 'Hybrid',
    effects: ['Happy', 'Creative', 'Relaxed'],
    terpenes: ['Caryophyllene', 'Limonene', 'Humulene'],
  },
  18: {
    type: 'Indica',
    effects: ['Relaxed', 'Sleepy', 'Calm'],
    terpenes: ['Caryophyllene', 'Myrcene', 'Limonene'],
  },
  19: {
    type: 'Hybrid',
    effects: ['Happy', 'Relaxed', 'Creative'],
    terpenes: ['Myrcene', 'Limonene', 'Caryophyllene'],
  },
  20: {
    type: 'Sativa',
    effects: ['Energetic', 'Uplifted', 'Focused'],
    terpenes: ['Limonene', 'Terpinolene', 'Pinene'],
  },
  21: {
    type: 'Indica',
    effects: ['Relaxed', 'Happy', 'Calm'],
    terpenes: ['Limonene', 'Caryophyllene', 'Humulene'],
  },
  22: {
    type: 'Hybrid',
    effects: ['Relaxed', 'Calm', 'Happy'],
    terpenes: ['Myrcene', 'Caryophyllene', 'Humulene'],
  },
  23: {
    type: 'Hybrid',
    effects: ['Happy', 'Uplifted', 'Creative'],
    terpenes: ['Limonene', 'Myrcene', 'Terpinolene'],
  },
  24: {
    type: 'Sativa',
    effects: ['Uplifted', 'Creative', 'Happy'],
    terpenes: ['Myrcene', 'Pinene', 'Caryophyllene'],
  },
  25: {
    type: 'Sativa',
    effects: ['Energetic', 'Uplifted', 'Happy'],
    terpenes: ['Myrcene', 'Pinene', 'Ocimene'],
  },
  26: {
    type: 'Indica',
    effects: ['Sleepy', 'Relaxed', 'Calm'],
    terpenes: ['Myrcene', 'Pinene', 'Caryophyllene'],
  },
  27: {
    type: 'Hybrid',
    effects: ['Happy', 'Creative', 'Relaxed'],
    terpenes: ['Caryophyllene', 'Limonene', 'Humulene'],
  },
  28: {
    type: 'Indica',
    effects: ['Relaxed', 'Calm', 'Sleepy'],
    terpenes: ['Myrcene', 'Caryophyllene', 'Limonene'],
  },
  29: {
    type: 'Sativa',
    effects: ['Energetic', 'Focused', 'Uplifted'],
    terpenes: ['Terpinolene', 'Ocimene', 'Limonene'],
  },
  30: {
    type: 'Hybrid',
    effects: ['Happy', 'Relaxed', 'Uplifted'],
    terpenes: ['Myrcene', 'Limonene', 'Caryophyllene'],
  },
  31: {
    type: 'Hybrid',
    effects: ['Happy', 'Uplifted', 'Energetic'],
    terpenes: ['Limonene', 'Ocimene', 'Myrcene'],
  },
  32: {
    type: 'Indica',
    effects: ['Relaxed', 'Happy', 'Calm'],
    terpenes: ['Caryophyllene', 'Humulene', 'Linalool'],
  },
  35: {
    type: 'Hybrid',
    effects: ['Happy', 'Relaxed', 'Uplifted'],
    terpenes: ['Myrcene', 'Ocimene', 'Limonene'],
  },
  37: { type: 'Hybrid', effects: ['Happy', 'Relaxed'], serving: gummy() },
  38: { type: 'Sativa', effects: ['Uplifted', 'Happy'], serving: gummy() },
  39: { type: 'Indica', effects: ['Sleepy', 'Relaxed', 'Calm'], serving: gummy() },
  40: { type: 'Hybrid', effects: ['Happy', 'Relaxed'], serving: gummy(5) },
  41: { type: 'Hybrid', effects: ['Calm', 'Happy'], serving: gummy() },
  42: { type: 'Hybrid', effects: ['Relaxed', 'Calm', 'Happy'], serving: gummy() },
  43: { type: 'Sativa', effects: ['Uplifted', 'Energetic', 'Happy'], serving: gummy() },
  44: {
    type: 'High-CBD',
    effects: ['Calm', 'Relaxed'],
    serving: { name: 'tea bag', grams: 2, perPack: 20 },
  },
  45: {
    type: 'High-CBD',
    effects: ['Calm', 'Relaxed'],
    serving: { name: 'dropper (1 ml)', grams: 0.926, perPack: 30 },
  },
  46: { type: 'High-CBD', packGrams: 56 },
  47: { type: 'High-CBD', packGrams: 227 },
  48: {
    type: 'High-CBD',
    effects: ['Calm', 'Relaxed'],
    terpenes: ['Pinene', 'Myrcene', 'Linalool'],
  },
};

/** The signature strains on home share the vocabulary and the certificate's figures. */
const strainEntries: Readonly<
  Record<
    StrainId,
    FactsEntry & { type: StrainType; effects: readonly Effect[]; terpenes: readonly Terpene[] }
  >
> = {
  'super-glue': {
    type: 'Indica',
    effects: ['Relaxed', 'Calm', 'Happy'],
    terpenes: ['Caryophyllene', 'Myrcene', 'Limonene'],
  },
  gelato: {
    type: 'Hybrid',
    effects: ['Happy', 'Creative', 'Relaxed'],
    terpenes: ['Caryophyllene', 'Limonene', 'Humulene'],
  },
  'gary-payton': {
    type: 'Hybrid',
    effects: ['Uplifted', 'Focused', 'Creative'],
    terpenes: ['Limonene', 'Caryophyllene', 'Linalool'],
  },
};

const formByCategory: Readonly<Record<CategoryName, PotencyForm>> = {
  'Pre-Rolls': 'flower',
  Flower: 'flower',
  'Extracts & Concentrates': 'concentrate',
  Cartridges: 'vape',
  'Disposables & Devices': 'vape',
  Gummies: 'edible',
  'Wellness & Botanicals': 'edible',
};

/** A form's strength, worked out from its certificate. */
export type Potency =
  | {
      form: 'flower' | 'concentrate' | 'vape';
      /** Total THC %, Δ9-THC + 0.877 × THCA, the certificate's own total. */
      thcPercent: number;
      cbdPercent: number;
      band: PotencyBand;
    }
  | {
      form: 'edible';
      serving: Serving;
      /** Total THC and CBD in mg per serving, rounded to a tenth. */
      thcMg: number;
      cbdMg: number;
      /** The same per pack of the first size, rounded to a whole mg. */
      pack: { thcMg: number; cbdMg: number };
      band: PotencyBand;
    }
  | { form: 'topical'; packGrams: number; thcMg: number; cbdMg: number };

export interface Facts {
  type: StrainType;
  effects: readonly Effect[];
  terpenes: readonly Terpene[];
  potency: Potency;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function bandFor(form: Exclude<PotencyForm, 'topical'>, value: number): PotencyBand {
  const { medium, high } = bandLimits[form];
  if (value >= high) return 'high';
  return value >= medium ? 'medium' : 'low';
}

/** mg of a cannabinoid in `grams` of product, from its percent by weight, to a tenth. */
const mgIn = (percent: number, grams: number) => round1(percent * grams * 10);

/** A pack size given as a count ('5ct', '50ct'): how many servings it holds. */
const countIn = (size: string | undefined) => {
  const match = size === undefined ? null : /^(\d+)ct$/.exec(size);
  return match ? Number(match[1]) : undefined;
};

function potencyFrom(
  panel: CannabinoidPanel,
  form: PotencyForm,
  entry: FactsEntry,
  firstSize?: string,
): Potency | undefined {
  if (form === 'topical' || entry.packGrams !== undefined) {
    const packGrams = entry.packGrams;
    if (packGrams === undefined) return undefined;
    return {
      form: 'topical',
      packGrams,
      thcMg: mgIn(totalThc(panel), packGrams),
      cbdMg: mgIn(panel.cbd, packGrams),
    };
  }
  if (form === 'edible') {
    const given = entry.serving;
    if (given === undefined) {
      // Loose botanicals in the wellness range are smoked or steeped whole: read as flower.
      const thcPercent = round1(totalThc(panel));
      return {
        form: 'flower',
        thcPercent,
        cbdPercent: round1(panel.cbd),
        band: bandFor('flower', thcPercent),
      };
    }
    const counted = countIn(firstSize);
    const perPack = counted ?? given.perPack;
    if (perPack === undefined) return undefined;
    const serving: Serving = {
      name: given.name,
      grams: given.grams,
      perPack,
      ...(counted === undefined ? {} : { packSize: firstSize }),
    };
    const thcMg = mgIn(totalThc(panel), serving.grams);
    const pack = {
      thcMg: Math.round(totalThc(panel) * serving.grams * 10 * serving.perPack),
      cbdMg: Math.round(panel.cbd * serving.grams * 10 * serving.perPack),
    };
    const cbdMg = mgIn(panel.cbd, serving.grams);
    return { form, serving, thcMg, cbdMg, pack, band: bandFor('edible', thcMg) };
  }
  const thcPercent = round1(totalThc(panel));
  return { form, thcPercent, cbdPercent: round1(panel.cbd), band: bandFor(form, thcPercent) };
}

/**
 * A product's strain type, effects and terpenes, without its potency: no certificate is read, so
 * what needs only these (the top bar's search index, src/catalogue/search.ts) loads without the
 * lab data. Undefined for devices, as `productFacts` is.
 */
export function productTraits(
  id: number,
): Pick<Facts, 'type' | 'effects' | 'terpenes'> | undefined {
  const entry = productEntries[id];
  if (entry?.type === undefined) return undefined;
  return { type: entry.type, effects: entry.effects ?? [], terpenes: entry.terpenes ?? [] };
}

/** A catalogue product's facts, or undefined for devices and anything without a certificate. */
export function productFacts(id: number, category: CategoryName): Facts | undefined {
  const entry = productEntries[id];
  const batch = productBatch(id, category);
  if (entry?.type === undefined || batch === undefined || batch.kind === 'hardware')
    return undefined;
  const potency = potencyFrom(
    batch.panel,
    formByCategory[category],
    entry,
    findListing(id)?.variants?.[0],
  );
  if (potency === undefined) return undefined;
  return {
    type: entry.type,
    effects: entry.effects ?? [],
    terpenes: entry.terpenes ?? [],
    potency,
  };
}

/** A signature strain's facts: flower, from its own certificate. */
export function strainFacts(id: StrainId): Facts {
  const entry = strainEntries[id];
  const potency = potencyFrom(strainBatch(id).panel, 'flower', entry);
  if (potency === undefined) throw new Error(`No potency for strain ${id}`);
  return { type: entry.type, effects: entry.effects, terpenes: entry.terpenes, potency };
}

/**
 * The one line a card shows: 'Hybrid · THC 22.8%', 'Indica · THC 10 mg per gummy',
 * 'High-CBD · CBD 25 mg per gummy', 'High-CBD · CBD 560 mg per pack'. The cannabinoid named is the
 * one the product is bought for: CBD for High-CBD, THC for the rest.
 */
export function potencyLine(facts: Facts): string {
  const { potency, type } = facts;
  const cbdLed = type === 'High-CBD';
  const name = cbdLed ? 'CBD' : 'THC';
  if (potency.form === 'edible') {
    const mg = cbdLed ? potency.cbdMg : potency.thcMg;
    return `${type} · ${name} ${formatNumber(mg)} mg per ${potency.serving.name}`;
  }
  if (potency.form === 'topical') {
    const mg = cbdLed ? potency.cbdMg : potency.thcMg;
    return `${type} · ${name} ${formatNumber(mg)} mg per pack`;
  }
  const percent = cbdLed ? potency.cbdPercent : potency.thcPercent;
  return `${type} · ${name} ${formatNumber(percent)}%`;
}

/** 22.8, 10, 0.5: at most one decimal, none when whole. */
export function formatNumber(value: number): string {
  return String(round1(value));
}
