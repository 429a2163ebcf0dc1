import type { Effect, PotencyBand, StrainType } from './facts';

// WRITTEN FROM src/catalogue/facts.ts by tests/unit/shopFacets.test.ts: do not edit by hand. The
// shop filters by these; its first load must not carry the certificates the bands are worked out
// from (scripts/budgets.mjs, "no lab results in /shop"), so the test writes them here and fails
// whenever they differ from what productFacts gives. Rewrite after a change to the facts:
//   UPDATE_SHOP_FACETS=1 npx vitest run --project unit tests/unit/shopFacets.test.ts

/** What the shop's facets read of a product's facts. */
export interface ShopFacetValues {
  type: StrainType;
  effects: readonly Effect[];
  /** The potency band for its form; absent for topicals, which are not banded. */
  band?: PotencyBand;
}

/** By product id; devices carry no hemp and have no entry. */
export const shopFacetValues: Readonly<Record<number, ShopFacetValues>> = /* table */ {
  1: { type: 'Sativa', effects: ['Uplifted', 'Creative', 'Happy'], band: 'medium' },
  2: { type: 'Sativa', effects: ['Energetic', 'Uplifted', 'Focused'], band: 'low' },
  3: { type: 'Hybrid', effects: ['Happy', 'Uplifted', 'Relaxed'], band: 'medium' },
  4: { type: 'Hybrid', effects: ['Happy', 'Creative', 'Relaxed'], band: 'medium' },
  5: { type: 'Indica', effects: ['Relaxed', 'Happy', 'Calm'], band: 'low' },
  6: { type: 'Indica', effects: ['Sleepy', 'Relaxed', 'Calm'], band: 'medium' },
  7: { type: 'Sativa', effects: ['Energetic', 'Happy', 'Creative'], band: 'medium' },
  8: { type: 'Sativa', effects: ['Focused', 'Calm'], band: 'low' },
  9: { type: 'Indica', effects: ['Relaxed', 'Calm', 'Happy'], band: 'high' },
  10: { type: 'Hybrid', effects: ['Happy', 'Creative', 'Relaxed'], band: 'medium' },
  11: { type: 'Hybrid', effects: ['Uplifted', 'Focused', 'Creative'], band: 'high' },
  12: { type: 'High-CBD', effects: ['Calm', 'Focused'], band: 'low' },
  13: { type: 'Sativa', effects: ['Uplifted', 'Energetic', 'Focused'], band: 'low' },
  14: { type: 'Indica', effects: ['Relaxed', 'Happy', 'Calm'], band: 'medium' },
  15: { type: 'Hybrid', effects: ['Relaxed', 'Happy', 'Sleepy'], band: 'medium' },
  16: { type: 'Hybrid', effects: ['Uplifted', 'Focused', 'Creative'], band: 'high' },
  17: { type: 'Hybrid', effects: ['Happy', 'Creative', 'Relaxed'], band: 'medium' },
  18: { type: 'Indica', effects: ['Relaxed', 'Sleepy', 'Calm'], band: 'high' },
  19: { type: 'Hybrid', effects: ['Happy', 'Relaxed', 'Creative'], band: 'medium' },
  20: { type: 'Sativa', effects: ['Energetic', 'Uplifted', 'Focused'], band: 'high' },
  21: { type: 'Indica', effects: ['Relaxed', 'Happy', 'Calm'], band: 'medium' },
  22: { type: 'Hybrid', effects: ['Relaxed', 'Calm', 'Happy'], band: 'low' },
  23: { type: 'Hybrid', effects: ['Happy', 'Uplifted', 'Creative'], band: 'high' },
  24: { type: 'Sativa', effects: ['Uplifted', 'Creative', 'Happy'], band: 'high' },
  25: { type: 'Sativa', effects: ['Energetic', 'Uplifted', 'Happy'], band: 'low' },
  26: { type: 'Indica', effects: ['Sleepy', 'Relaxed', 'Calm'], band: 'medium' },
  27: { type: 'Hybrid', effects: ['Happy', 'Creative', 'Relaxed'], band: 'high' },
  28: { type: 'Indica', effects: ['Relaxed', 'Calm', 'Sleepy'], band: 'low' },
  29: { type: 'Sativa', effects: ['Energetic', 'Focused', 'Uplifted'], band: 'medium' },
  30: { type: 'Hybrid', effects: ['Happy', 'Relaxed', 'Uplifted'], band: 'medium' },
  31: { type: 'Hybrid', effects: ['Happy', 'Uplifted', 'Energetic'], band: 'medium' },
  32: { type: 'Indica', effects: ['Relaxed', 'Happy', 'Calm'], band: 'low' },
  35: { type: 'Hybrid', effects: ['Happy', 'Relaxed', 'Uplifted'], band: 'high' },
  37: { type: 'Hybrid', effects: ['Happy', 'Relaxed'], band: 'high' },
  38: { type: 'Sativa', effects: ['Uplifted', 'Happy'], band: 'medium' },
  39: { type: 'Indica', effects: ['Sleepy', 'Relaxed', 'Calm'], band: 'medium' },
  40: { type: 'Hybrid', effects: ['Happy', 'Relaxed'], band: 'medium' },
  41: { type: 'Hybrid', effects: ['Calm', 'Happy'], band: 'medium' },
  42: { type: 'Hybrid', effects: ['Relaxed', 'Calm', 'Happy'], band: 'medium' },
  43: { type: 'Sativa', effects: ['Uplifted', 'Energetic', 'Happy'], band: 'high' },
  44: { type: 'High-CBD', effects: ['Calm', 'Relaxed'], band: 'low' },
  45: { type: 'High-CBD', effects: ['Calm', 'Relaxed'], band: 'low' },
  46: { type: 'High-CBD', effects: [] },
  47: { type: 'High-CBD', effects: [] },
  48: { type: 'High-CBD', effects: ['Calm', 'Relaxed'], band: 'low' },
};
