import { productArt } from './art';
import type { Product } from './types';

/** A product before its artwork URL is attached. */
type ProductEntry = Omit<Product, 'image'>;

// Ids are grouped by category; scripts/generate-art.mjs reads id, name and category from this list.
const entries: readonly ProductEntry[] = [
  {
    id: 1,
    name: 'Blue Dream Pre-Roll 5-Pack',
    category: 'Pre-Rolls',
    price: 3499,
    description:
      'Five 1g pre-rolls of sweet, berry-forward Blue Dream hemp flower. Lab-tested, under 0.3% Δ9-THC by dry weight, for adults 21+.',
    tags: ['Best Seller'],
  },
  {
    id: 2,
    name: 'Sour Diesel Pre-Roll',
    category: 'Pre-Rolls',
    price: 1000,
    description:
      'A single hand-finished pre-roll of zesty, fuel-scented Sour Diesel hemp flower for an uplifting afternoon. Lab-tested; 21+ only.',
    variants: ['.5g', '1g'],
    variantPrices: { '1g': 1799 },
    tags: ['New'],
  },
  {
    id: 3,
    name: 'Lemon Cherry Kief Pre-Roll',
    category: 'Pre-Rolls',
    price: 1600,
    description:
      'Lemon Cherry hemp flower rolled with a dusting of kief for a richer session. Hemp-derived and lab-tested, for adults 21+.',
    variants: ['1g', '1.25g'],
    variantPrices: { '1.25g': 1899 },
  },
  {
    id: 4,
    name: 'Gelato Pre-Roll Pack',
    category: 'Pre-Rolls',
    price: 3999,
    description:
      'Our most-loved pack: 1g pre-rolls of creamy, dessert-sweet Gelato hemp flower in a crush-proof tin. Lab-tested, under 0.3% Δ9-THC, 21+ only.',
    variants: ['4 pack', '8 pack', '10 pack'],
    variantPrices: { '8 pack': 7199, '10 pack': 8799 },
    tags: ['Best Seller'],
  },
  {
    id: 5,
    name: 'Dog Walker Minis 10-Pack',
    category: 'Pre-Rolls',
    price: 2999,
    salePrice: 2499,
    description:
      'Ten 0.35g mini pre-rolls of mixed hemp flower, sized for a short stroll. Lab-tested, under 0.3% Δ9-THC by dry weight, 21+ only.',
    tags: ['Sale'],
  },
  {
    id: 6,
    name: 'Granddaddy Purple Pre-Roll',
    category: 'Pre-Rolls',
    price: 1100,
    description:
      'Grape-scented Granddaddy Purple hemp flower in an unbleached cone, made for a calm evening. Lab-tested, for adults 21+.',
    variants: ['.5g', '1g'],
    variantPrices: { '1g': 1999 },
  },
  {
    id: 7,
    name: 'Pineapple Express Hemp Blunt 2g',
    category: 'Pre-Rolls',
    price: 1800,
    description:
      'Two grams of tropical Pineapple Express hemp flower in a tobacco-free hemp wrap. Lab-tested, under 0.3% Δ9-THC, 21+ only.',
    tags: ['New'],
  },
  {
    id: 8,
    name: 'CBG Sativa Pre-Roll 4-Pack',
    category: 'Pre-Rolls',
    price: 2200,
    description:
      'Four 1g pre-rolls of bright, CBG-rich hemp flower with a clean citrus finish. Lab-tested and hemp-derived, for adults 21+.',
  },
  {
    id: 9,
    name: 'Super Glue Hemp Flower',
    category: 'Flower',
    price: 3499,
    description:
      'Dense, frosty Super Glue buds with an earthy pine nose. Indoor-grown hemp, lab-tested, under 0.3% Δ9-THC by dry weight; 21+.',
    variants: ['3.5g', '7g'],
    variantPrices: { '7g': 6299 },
  },
  {
    id: 10,
    name: 'Gelato Hemp Flower',
    category: 'Flower',
    price: 3499,
    description:
      'Purple-flecked Gelato buds with sweet berry and sherbet notes. Hand-trimmed, slow-cured hemp flower, lab-tested, for adults 21+.',
    variants: ['3.5g', '7g'],
    variantPrices: { '7g': 6299 },
  },
  {
    id: 11,
    name: 'Gary Payton Hemp Flower',
    category: 'Flower',
    price: 3999,
    description:
      'Peppery, gassy Gary Payton hemp flower with a heavy trichome coat. Lab-tested, under 0.3% Δ9-THC by dry weight, 21+ only.',
    variants: ['3.5g', '7g'],
    variantPrices: { '7g': 7199 },
    tags: ['New'],
  },
  {
    id: 12,
    name: 'Lifter Hemp Flower',
    category: 'Flower',
    price: 2999,
    salePrice: 2499,
    description:
      'A classic CBD-rich hemp cultivar with a sweet, funky aroma and a clear, easygoing feel. Lab-tested and hemp-derived, 21+ only.',
    variants: ['3.5g', '7g'],
    variantPrices: { '7g': 5399 },
    tags: ['Sale'],
  },
  {
    id: 13,
    name: 'Sour Space Candy Smalls 7g',
    category: 'Flower',
    price: 2800,
    description:
      'Smaller buds of sour-apple Sour Space Candy at a friendlier price, with the same curing and lab testing. Hemp-derived; for adults 21+.',
  },
  {
    id: 14,
    name: 'Zkittlez Hemp Flower',
    category: 'Flower',
    price: 1299,
    description:
      'Candy-sweet Zkittlez hemp flower with a tropical fruit finish. Greenhouse-grown, lab-tested, under 0.3% Δ9-THC, 21+ only.',
    variants: ['1g', '3.5g', '7g'],
    variantPrices: { '3.5g': 3499, '7g': 6299 },
  },
  {
    id: 15,
    name: 'Wedding Cake Indoor Flower',
    category: 'Flower',
    price: 4499,
    description:
      'Indoor-grown Wedding Cake hemp flower with vanilla and pepper notes, hang-dried for four weeks. Lab-tested, for adults 21+.',
    variants: ['3.5g', '7g'],
    variantPrices: { '7g': 8099 },
  },
  {
    id: 16,
    name: 'Gary Payton Reserve Ounce',
    category: 'Flower',
    price: 15000,
    description:
      'A full 28g jar of top-shelf Gary Payton hemp flower from our reserve harvest. Lab-tested, under 0.3% Δ9-THC by dry weight, 21+ only.',
  },
  {
    id: 17,
    name: 'Gelato Live Resin Sugar',
    category: 'Extracts & Concentrates',
    price: 4499,
    description:
      'Flash-frozen Gelato flower extracted into a sugary, terpene-rich live resin. Hemp-derived and lab-tested, for adults 21+.',
    variants: ['1g', '2g'],
    variantPrices: { '2g': 8099 },
  },
  {
    id: 18,
    name: 'Super Glue THCa Diamonds',
    category: 'Extracts & Concentrates',
    price: 5499,
    description:
      'Crystalline hemp-derived THCa diamonds in Super Glue terpene sauce. Compliant, lab-tested, for experienced adults 21+.',
    variants: ['1g', '2g'],
    variantPrices: { '2g': 9899 },
  },
  {
    id: 19,
    name: 'Cold-Cured Live Rosin Badder',
    category: 'Extracts & Concentrates',
    price: 6999,
    description:
      'Solventless rosin pressed from ice-water hash and cold-cured to a creamy badder. Hemp-derived and lab-tested, for adults 21+.',
    variants: ['.5g', '1g'],
    variantPrices: { '1g': 12599 },
    tags: ['New'],
  },
  {
    id: 20,
    name: 'Lemon Haze Shatter',
    category: 'Extracts & Concentrates',
    price: 3499,
    description:
      'Glass-clear Lemon Haze shatter with a bright citrus snap. Purged, hemp-derived and third-party lab-tested, for adults 21+.',
    variants: ['1g', '2g'],
    variantPrices: { '2g': 6299 },
    tags: ['Best Seller'],
  },
  {
    id: 21,
    name: 'Sunset Sherbet Live Resin Badder',
    category: 'Extracts & Concentrates',
    price: 3999,
    description:
      'Whipped live resin badder that keeps the fruity Sunset Sherbet terpene profile intact. Hemp-derived, lab-tested; 21+.',
    variants: ['1g', '2g'],
    variantPrices: { '2g': 7199 },
    tags: ['Best Seller'],
  },
  {
    id: 22,
    name: 'Full-Spectrum Hash Rosin Jam',
    category: 'Extracts & Concentrates',
    price: 7999,
    salePrice: 6499,
    description:
      'Small-batch hash rosin jam with a glossy, spoonable texture. Solventless, hemp-derived and lab-tested, for adults 21+.',
    variants: ['.5g', '1g'],
    variantPrices: { '1g': 14399 },
    tags: ['Sale'],
  },
  {
    id: 23,
    name: 'Terp Sauce Sampler 3g',
    category: 'Extracts & Concentrates',
    price: 8999,
    description:
      'Three 1g jars of high-terpene sauce: citrus, berry and gas. Hemp-derived, every batch lab-tested, for adults 21+.',
  },
  {
    id: 24,
    name: 'Blue Dream Live Resin Cartridge',
    category: 'Cartridges',
    price: 3499,
    description:
      'Live resin from fresh-frozen Blue Dream in a ceramic-core 510 cartridge. Hemp-derived, lab-tested, no cutting agents, 21+ only.',
    variants: ['.5g', '1g'],
    variantPrices: { '1g': 6299 },
  },
  {
    id: 25,
    name: 'Strawberry Cough Cartridge',
    category: 'Cartridges',
    price: 2999,
    salePrice: 2499,
    description:
      'Hemp-derived distillate with strain-specific Strawberry Cough terpenes in a 510 cartridge. Lab-tested, for adults 21+.',
    variants: ['.5g', '1g'],
    variantPrices: { '1g': 5399 },
    tags: ['Sale'],
  },
  {
    id: 26,
    name: 'Granddaddy Purple Cartridge',
    category: 'Cartridges',
    price: 2999,
    description:
      'Grape-forward Granddaddy Purple terpenes with hemp-derived distillate, for a calm evening. Lab-tested 510 cartridge, 21+ only.',
    variants: ['.5g', '1g'],
    variantPrices: { '1g': 5399 },
  },
  {
    id: 27,
    name: 'Gelato Live Rosin Cartridge',
    category: 'Cartridges',
    price: 5499,
    description:
      'Solventless Gelato live rosin in an all-glass, ceramic-core cartridge. Hemp-derived and lab-tested, for adults 21+.',
    variants: ['.5g', '1g'],
    variantPrices: { '1g': 9899 },
    tags: ['New'],
  },
  {
    id: 28,
    name: 'Mango Kush Distillate Cartridge',
    category: 'Cartridges',
    price: 3299,
    description:
      'Smooth hemp-derived distillate with ripe Mango Kush terpenes in a standard 510 thread. Lab-tested, for adults 21+.',
    variants: ['1g', '2g'],
    variantPrices: { '2g': 5949 },
  },
  {
    id: 29,
    name: 'Sour Tangie Live Resin Cartridge',
    category: 'Cartridges',
    price: 3999,
    description:
      'Tangy, uplifting Sour Tangie live resin in a leak-resistant 510 cartridge. Hemp-derived, lab-tested, for adults 21+.',
    variants: ['.5g', '1g'],
    variantPrices: { '1g': 7199 },
    tags: ['Best Seller'],
  },
  {
    id: 30,
    name: 'Cartridge Trio Sampler',
    category: 'Cartridges',
    price: 7999,
    description:
      'Three 0.5g cartridges, one each of Blue Dream, Gelato and Sour Tangie. Hemp-derived and lab-tested, for adults 21+.',
  },
  {
    id: 31,
    name: 'Blue Razz Live Resin Disposable',
    category: 'Disposables & Devices',
    price: 3999,
    description:
      'A rechargeable, ready-to-use disposable filled with blue-raspberry live resin. Hemp-derived and lab-tested, for adults 21+.',
    variants: ['1g', '2g'],
    variantPrices: { '2g': 7199 },
    tags: ['Best Seller'],
  },
  {
    id: 32,
    name: 'Watermelon Zkittlez Disposable',
    category: 'Disposables & Devices',
    price: 3499,
    salePrice: 2999,
    description:
      'Juicy Watermelon Zkittlez terpenes with hemp-derived distillate in a USB-C disposable. Lab-tested, for adults 21+.',
    variants: ['1g', '2g'],
    variantPrices: { '2g': 6299 },
    tags: ['Sale'],
  },
  {
    id: 33,
    name: '510 Thread Battery',
    category: 'Disposables & Devices',
    price: 1999,
    description:
      'A slim, buttonless battery with three heat settings that fits any standard 510 cartridge. USB-C charging, for adults 21+.',
  },
  {
    id: 34,
    name: 'Pocket Dry Herb Vaporizer',
    category: 'Disposables & Devices',
    price: 12999,
    description:
      'A compact convection vaporizer for hemp flower with precise temperature control and a ceramic chamber, for adults 21+.',
  },
  {
    id: 35,
    name: 'Mango Live Rosin Disposable',
    category: 'Disposables & Devices',
    price: 4999,
    description:
      'Solventless mango live rosin in a rechargeable all-in-one device. Hemp-derived and lab-tested, for adults 21+.',
    variants: ['.5g', '1g'],
    variantPrices: { '1g': 8999 },
    tags: ['New'],
  },
  {
    id: 36,
    name: 'Concentrate Vaporizer Kit',
    category: 'Disposables & Devices',
    price: 8999,
    description:
      'A portable concentrate vaporizer with a quartz chamber, a carry case and two spare coils. Device only, for adults 21+.',
  },
  {
    id: 37,
    name: 'Watermelon Hemp Gummies',
    category: 'Gummies',
    price: 1999,
    description:
      'Vegan watermelon gummies with 10mg hemp-derived Δ9-THC each, under 0.3% by dry weight. Lab-tested, for adults 21+.',
    variants: ['5ct', '10ct'],
    variantPrices: { '10ct': 3599 },
  },
  {
    id: 38,
    name: 'Sour Peach Hemp Gummies',
    category: 'Gummies',
    price: 2999,
    description:
      'Sugar-dusted sour peach gummies with 5mg hemp-derived Δ9-THC each, for a relaxed weekend. Lab-tested, for adults 21+.',
    variants: ['10ct', '50ct'],
    variantPrices: { '50ct': 11999 },
    tags: ['New'],
  },
  {
    id: 39,
    name: 'Blood Orange Evening Gummies',
    category: 'Gummies',
    price: 2499,
    salePrice: 1999,
    description:
      'Blood orange gummies pairing hemp-derived Δ9-THC with CBD for a calm evening in. Lab-tested; keep away from children, 21+ only.',
    variants: ['5ct', '10ct'],
    variantPrices: { '10ct': 4499 },
    tags: ['Sale'],
  },
  {
    id: 40,
    name: 'Blue Raspberry Gummy Sampler 5ct',
    category: 'Gummies',
    price: 1299,
    description:
      'Five blue raspberry gummies with 5mg hemp-derived Δ9-THC each: an easy first try. Lab-tested, for adults 21+.',
  },
  {
    id: 41,
    name: 'Tropical Mango Vegan Gummies',
    category: 'Gummies',
    price: 3499,
    description:
      'Pectin-based mango gummies with hemp-derived Δ9-THC and CBD, free of gelatin. Lab-tested, under 0.3% Δ9-THC, 21+ only.',
    variants: ['10ct', '50ct'],
    variantPrices: { '50ct': 13999 },
  },
  {
    id: 42,
    name: 'Pomegranate Full-Spectrum Gummies',
    category: 'Gummies',
    price: 3999,
    description:
      'Tart pomegranate gummies made with full-spectrum hemp extract and natural fruit juice. Lab-tested, for adults 21+.',
    variants: ['10ct', '50ct'],
    variantPrices: { '50ct': 14999 },
  },
  {
    id: 43,
    name: 'Strawberry Lemonade Gummies',
    category: 'Gummies',
    price: 1999,
    description:
      'Our best-selling gummy: strawberry lemonade with 10mg hemp-derived Δ9-THC each, for an uplifting afternoon. Lab-tested, 21+ only.',
    variants: ['5ct', '10ct', '50ct'],
    variantPrices: { '10ct': 3599, '50ct': 14399 },
    tags: ['Best Seller'],
  },
  {
    id: 44,
    name: 'Chamomile & Hemp Herbal Tea',
    category: 'Wellness & Botanicals',
    price: 1800,
    description:
      'Twenty sachets of chamomile, lemon balm and hemp flower for a calm evening cup. Hemp-derived and lab-tested, for adults 21+.',
  },
  {
    id: 45,
    name: 'Full-Spectrum CBD Oil 1000mg',
    category: 'Wellness & Botanicals',
    price: 5999,
    salePrice: 4999,
    description:
      'A 30ml bottle of full-spectrum hemp extract in MCT oil, under 0.3% Δ9-THC. Third-party lab-tested, for adults 21+.',
    tags: ['Sale'],
  },
  {
    id: 46,
    name: 'Peppermint Hemp Body Balm',
    category: 'Wellness & Botanicals',
    price: 2499,
    description:
      'A cooling peppermint and shea butter balm with hemp seed oil and CBD, for external use only. Lab-tested, for adults 21+.',
    tags: ['New'],
  },
  {
    id: 47,
    name: 'Lavender CBD Bath Soak',
    category: 'Wellness & Botanicals',
    price: 1999,
    description:
      'Epsom and sea salts with lavender oil and hemp-derived CBD for an unhurried soak. External use only; lab-tested, 21+.',
  },
  {
    id: 48,
    name: 'Mullein & Hemp Herbal Blend',
    category: 'Wellness & Botanicals',
    price: 1599,
    description:
      'A tobacco-free blend of mullein, raspberry leaf and hemp flower for rolling. Hemp-derived and lab-tested, for adults 21+.',
  },
];

/** The shop's 48 fixed products (README "Behaviour notes", Catalogue), each with its generated artwork. */
export const products: readonly Product[] = entries.map((entry) => ({
  ...entry,
  image: productArt(entry.id),
}));

/** The product with this id, or undefined. */
export function findProduct(id: number): Product | undefined {
  return products.find((product) => product.id === id);
}
