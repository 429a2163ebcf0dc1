import type { ProductDetails } from './types';

// The longer product-page copy, kept out of products.ts so the shop grid does not load it.

const smoke =
  'Start low and go slow: take one or two small draws, then wait 15 minutes before more. For adults 21+; do not drive or operate machinery.';
const flower =
  'Grind a small amount for a pre-roll, pipe or dry herb vaporizer; start low and go slow. For adults 21+; do not drive after use.';
const dab =
  'Take a rice-grain-sized amount in a dab rig or concentrate vaporizer at a low temperature, and wait before more. For experienced adults 21+; do not drive.';
const cart =
  'Attach to a 510 battery on its lowest setting and take one short draw, then wait 15 minutes. For adults 21+; do not drive or operate machinery.';
const disposable =
  'Take one short draw and wait 15 minutes before another; effects build slowly. For adults 21+; do not drive or operate machinery.';
const device =
  'Charge fully before first use and read the included guide. Use only with lawful, lab-tested hemp products; for adults 21+.';
const gummy =
  'Start with half a gummy and wait at least 2 hours before more; edibles take time. For adults 21+; keep away from children and pets; do not drive.';
const oil =
  'Start with 0.25ml under the tongue, hold for 60 seconds, and wait 2 hours before more. For adults 21+; do not drive until you know how it affects you.';
const topical =
  'Apply a thin layer to clean, unbroken skin and massage in. External use only, for adults 21+; patch-test first and keep away from eyes.';

const details: Readonly<Record<number, Omit<ProductDetails, 'id'>>> = {
  1: {
    suggestedUse: smoke,
    ingredients: ['Blue Dream hemp flower', 'Unbleached hemp rolling paper', 'Paper crutch tip'],
  },
  2: {
    suggestedUse: smoke,
    ingredients: ['Sour Diesel hemp flower', 'Unbleached rice paper', 'Paper crutch tip'],
  },
  3: {
    suggestedUse: smoke,
    ingredients: [
      'Lemon Cherry hemp flower',
      'Hemp kief',
      'Unbleached hemp rolling paper',
      'Glass tip',
    ],
  },
  4: {
    suggestedUse:
      'Light evenly, take one or two small draws, and wait 15 minutes before more. Keep the tin closed and away from heat; for adults 21+, do not drive.',
    ingredients: ['Gelato hemp flower', 'Unbleached hemp rolling paper', 'Paper crutch tip'],
  },
  5: {
    suggestedUse: smoke,
    ingredients: ['Mixed-cultivar hemp flower', 'Unbleached rice paper', 'Paper crutch tip'],
  },
  6: {
    suggestedUse: smoke,
    ingredients: ['Granddaddy Purple hemp flower', 'Unbleached hemp cone', 'Paper crutch tip'],
  },
  7: {
    suggestedUse: smoke,
    ingredients: ['Pineapple Express hemp flower', 'Tobacco-free hemp wrap', 'Wooden tip'],
  },
  8: {
    suggestedUse: smoke,
    ingredients: ['CBG-rich hemp flower', 'Unbleached hemp rolling paper', 'Paper crutch tip'],
  },
  9: { suggestedUse: flower, ingredients: ['Super Glue hemp flower'] },
  10: { suggestedUse: flower, ingredients: ['Gelato hemp flower'] },
  11: { suggestedUse: flower, ingredients: ['Gary Payton hemp flower'] },
  12: { suggestedUse: flower, ingredients: ['Lifter hemp flower'] },
  13: { suggestedUse: flower, ingredients: ['Sour Space Candy hemp flower (small buds)'] },
  14: { suggestedUse: flower, ingredients: ['Zkittlez hemp flower'] },
  15: { suggestedUse: flower, ingredients: ['Wedding Cake hemp flower'] },
  16: {
    suggestedUse:
      'Keep the jar sealed, cool and dark between sessions, and start with a small amount. For adults 21+; do not drive after use.',
    ingredients: ['Gary Payton hemp flower (reserve harvest)'],
  },
  17: {
    suggestedUse: dab,
    ingredients: ['Hemp-derived live resin (Gelato)', 'Cannabis-derived terpenes'],
  },
  18: {
    suggestedUse: dab,
    ingredients: ['Hemp-derived THCa crystalline', 'Super Glue terpene sauce'],
  },
  19: { suggestedUse: dab, ingredients: ['Solventless hemp live rosin'] },
  20: { suggestedUse: dab, ingredients: ['Hemp-derived extract (Lemon Haze)', 'Native terpenes'] },
  21: {
    suggestedUse: dab,
    ingredients: ['Hemp-derived live resin (Sunset Sherbet)', 'Native terpenes'],
  },
  22: { suggestedUse: dab, ingredients: ['Solventless hemp hash rosin'] },
  23: {
    suggestedUse: dab,
    ingredients: [
      'Hemp-derived extract',
      'Citrus terpene blend',
      'Berry terpene blend',
      'Gas terpene blend',
    ],
  },
  24: {
    suggestedUse: cart,
    ingredients: ['Hemp-derived live resin (Blue Dream)', 'Ceramic-core 510 cartridge'],
  },
  25: {
    suggestedUse: cart,
    ingredients: [
      'Hemp-derived distillate',
      'Strawberry Cough strain-specific terpenes',
      '510 cartridge',
    ],
  },
  26: {
    suggestedUse: cart,
    ingredients: [
      'Hemp-derived distillate',
      'Granddaddy Purple strain-specific terpenes',
      '510 cartridge',
    ],
  },
  27: {
    suggestedUse: cart,
    ingredients: ['Solventless hemp live rosin (Gelato)', 'All-glass ceramic-core cartridge'],
  },
  28: {
    suggestedUse: cart,
    ingredients: ['Hemp-derived distillate', 'Mango Kush botanical terpenes', '510 cartridge'],
  },
  29: {
    suggestedUse: cart,
    ingredients: ['Hemp-derived live resin (Sour Tangie)', 'Ceramic-core 510 cartridge'],
  },
  30: {
    suggestedUse: cart,
    ingredients: [
      'Hemp-derived live resin (Blue Dream)',
      'Solventless hemp live rosin (Gelato)',
      'Hemp-derived live resin (Sour Tangie)',
      'Three ceramic-core 510 cartridges',
    ],
  },
  31: {
    suggestedUse: disposable,
    ingredients: [
      'Hemp-derived live resin',
      'Blue raspberry botanical terpenes',
      'Rechargeable all-in-one device',
    ],
  },
  32: {
    suggestedUse: disposable,
    ingredients: [
      'Hemp-derived distillate',
      'Watermelon Zkittlez strain-specific terpenes',
      'USB-C rechargeable device',
    ],
  },
  33: {
    suggestedUse: device,
    ingredients: ['Aluminum body', '400mAh lithium-ion battery', 'USB-C charging cable'],
  },
  34: {
    suggestedUse:
      'Load ground hemp flower loosely, start at the lowest temperature and raise it slowly. For adults 21+; do not use while driving.',
    ingredients: [
      'Aluminum and ceramic body',
      'Stainless-steel screens',
      '2600mAh lithium-ion battery',
      'USB-C charging cable',
    ],
  },
  35: {
    suggestedUse: disposable,
    ingredients: [
      'Solventless hemp live rosin',
      'Mango botanical terpenes',
      'Rechargeable all-in-one device',
    ],
  },
  36: {
    suggestedUse: device,
    ingredients: [
      'Quartz chamber',
      'Two spare coils',
      '1500mAh lithium-ion battery',
      'Carry case',
      'USB-C charging cable',
    ],
  },
  37: {
    suggestedUse: gummy,
    ingredients: [
      'Cane sugar',
      'Tapioca syrup',
      'Pectin',
      'Citric acid',
      'Natural watermelon flavor',
      'Hemp-derived Δ9-THC',
    ],
  },
  38: {
    suggestedUse: gummy,
    ingredients: [
      'Cane sugar',
      'Tapioca syrup',
      'Pectin',
      'Malic acid',
      'Natural peach flavor',
      'Hemp-derived Δ9-THC',
    ],
  },
  39: {
    suggestedUse: gummy,
    ingredients: [
      'Cane sugar',
      'Tapioca syrup',
      'Pectin',
      'Blood orange juice concentrate',
      'Hemp-derived Δ9-THC',
      'Hemp-derived CBD',
    ],
  },
  40: {
    suggestedUse: gummy,
    ingredients: [
      'Cane sugar',
      'Tapioca syrup',
      'Pectin',
      'Natural blue raspberry flavor',
      'Spirulina extract (color)',
      'Hemp-derived Δ9-THC',
    ],
  },
  41: {
    suggestedUse: gummy,
    ingredients: [
      'Organic cane sugar',
      'Pectin',
      'Mango purée',
      'Citric acid',
      'Hemp-derived Δ9-THC',
      'Hemp-derived CBD',
    ],
  },
  42: {
    suggestedUse: gummy,
    ingredients: [
      'Cane sugar',
      'Tapioca syrup',
      'Pectin',
      'Pomegranate juice concentrate',
      'Full-spectrum hemp extract',
    ],
  },
  43: {
    suggestedUse: gummy,
    ingredients: [
      'Cane sugar',
      'Tapioca syrup',
      'Pectin',
      'Strawberry and lemon juice concentrates',
      'Citric acid',
      'Hemp-derived Δ9-THC',
    ],
  },
  44: {
    suggestedUse:
      'Steep one sachet in hot water for 5-7 minutes; a splash of milk or oil helps the hemp steep. For adults 21+; do not drive until you know how it affects you.',
    ingredients: ['Chamomile flowers', 'Lemon balm', 'Hemp flower', 'Spearmint'],
  },
  45: {
    suggestedUse: oil,
    ingredients: ['MCT oil (from coconut)', 'Full-spectrum hemp extract'],
  },
  46: {
    suggestedUse: topical,
    ingredients: [
      'Shea butter',
      'Hemp seed oil',
      'Beeswax',
      'Hemp-derived CBD',
      'Peppermint essential oil',
      'Menthol',
    ],
  },
  47: {
    suggestedUse:
      'Dissolve a handful in a warm bath and soak. External use only, for adults 21+; do not use on broken skin.',
    ingredients: ['Epsom salt', 'Dead Sea salt', 'Lavender essential oil', 'Hemp-derived CBD'],
  },
  48: {
    suggestedUse:
      'Roll on its own or mix with hemp flower; start with a small amount. For adults 21+; smoking any plant material carries risks.',
    ingredients: ['Mullein leaf', 'Raspberry leaf', 'Hemp flower', 'Marshmallow leaf'],
  },
};

/** The product page's longer copy (suggested use, ingredients) for a product id, or undefined. */
export function findProductDetails(id: number): ProductDetails | undefined {
  const entry = details[id];
  return entry ? { id, ...entry } : undefined;
}
