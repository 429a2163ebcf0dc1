import { listings } from './listings';
import type { Product } from './types';

/** One or two sentences per product, shown on its card and at the top of its page. */
const descriptions: Readonly<Record<number, string>> = {
  1: 'Five 1g pre-rolls of sweet, berry-forward Blue Dream hemp flower. Lab-tested, under 0.3% Δ9-THC by dry weight, for adults 21+.',
  2: 'A single hand-finished pre-roll of zesty, fuel-scented Sour Diesel hemp flower for an uplifting afternoon. Lab-tested; 21+ only.',
  3: 'Lemon Cherry hemp flower rolled with a dusting of kief for a richer session. Hemp-derived and lab-tested, for adults 21+.',
  4: 'Our most-loved pack: 1g pre-rolls of creamy, dessert-sweet Gelato hemp flower in a crush-proof tin. Lab-tested, under 0.3% Δ9-THC, 21+ only.',
  5: 'Ten 0.35g mini pre-rolls of mixed hemp flower, sized for a short stroll. Lab-tested, under 0.3% Δ9-THC by dry weight, 21+ only.',
  6: 'Grape-scented Granddaddy Purple hemp flower in an unbleached cone, made for a calm evening. Lab-tested, for adults 21+.',
  7: 'Two grams of tropical Pineapple Express hemp flower in a tobacco-free hemp wrap. Lab-tested, under 0.3% Δ9-THC, 21+ only.',
  8: 'Four 1g pre-rolls of bright, CBG-rich hemp flower with a clean citrus finish. Lab-tested and hemp-derived, for adults 21+.',
  9: 'Dense, frosty Super Glue buds with an earthy pine nose. Indoor-grown hemp, lab-tested, under 0.3% Δ9-THC by dry weight; 21+.',
  10: 'Purple-flecked Gelato buds with sweet berry and sherbet notes. Hand-trimmed, slow-cured hemp flower, lab-tested, for adults 21+.',
  11: 'Peppery, gassy Gary Payton hemp flower with a heavy trichome coat. Lab-tested, under 0.3% Δ9-THC by dry weight, 21+ only.',
  12: 'A classic CBD-rich hemp cultivar with a sweet, funky aroma and a clear, easygoing feel. Lab-tested and hemp-derived, 21+ only.',
  13: 'Smaller buds of sour-apple Sour Space Candy at a friendlier price, with the same curing and lab testing. Hemp-derived; for adults 21+.',
  14: 'Candy-sweet Zkittlez hemp flower with a tropical fruit finish. Greenhouse-grown, lab-tested, under 0.3% Δ9-THC, 21+ only.',
  15: 'Indoor-grown Wedding Cake hemp flower with vanilla and pepper notes, hang-dried for four weeks. Lab-tested, for adults 21+.',
  16: 'A full 28g jar of top-shelf Gary Payton hemp flower from our reserve harvest. Lab-tested, under 0.3% Δ9-THC by dry weight, 21+ only.',
  17: 'Flash-frozen Gelato flower extracted into a sugary, terpene-rich live resin. Hemp-derived and lab-tested, for adults 21+.',
  18: 'Crystalline hemp-derived THCa diamonds in Super Glue terpene sauce. Compliant, lab-tested, for experienced adults 21+.',
  19: 'Solventless rosin pressed from ice-water hash and cold-cured to a creamy badder. Hemp-derived and lab-tested, for adults 21+.',
  20: 'Glass-clear Lemon Haze shatter with a bright citrus snap. Purged, hemp-derived and third-party lab-tested, for adults 21+.',
  21: 'Whipped live resin badder that keeps the fruity Sunset Sherbet terpene profile intact. Hemp-derived, lab-tested; 21+.',
  22: 'Small-batch hash rosin jam with a glossy, spoonable texture. Solventless, hemp-derived and lab-tested, for adults 21+.',
  23: 'Three 1g jars of high-terpene sauce: citrus, berry and gas. Hemp-derived, every batch lab-tested, for adults 21+.',
  24: 'Live resin from fresh-frozen Blue Dream in a ceramic-core 510 cartridge. Hemp-derived, lab-tested, no cutting agents, 21+ only.',
  25: 'Hemp-derived distillate with strain-specific Strawberry Cough terpenes in a 510 cartridge. Lab-tested, for adults 21+.',
  26: 'Grape-forward Granddaddy Purple terpenes with hemp-derived distillate, for a calm evening. Lab-tested 510 cartridge, 21+ only.',
  27: 'Solventless Gelato live rosin in an all-glass, ceramic-core cartridge. Hemp-derived and lab-tested, for adults 21+.',
  28: 'Smooth hemp-derived distillate with ripe Mango Kush terpenes in a standard 510 thread. Lab-tested, for adults 21+.',
  29: 'Tangy, uplifting Sour Tangie live resin in a leak-resistant 510 cartridge. Hemp-derived, lab-tested, for adults 21+.',
  30: 'Three 0.5g cartridges, one each of Blue Dream, Gelato and Sour Tangie. Hemp-derived and lab-tested, for adults 21+.',
  31: 'A rechargeable, ready-to-use disposable filled with blue-raspberry live resin. Hemp-derived and lab-tested, for adults 21+.',
  32: 'Juicy Watermelon Zkittlez terpenes with hemp-derived distillate in a USB-C disposable. Lab-tested, for adults 21+.',
  33: 'A slim, buttonless battery with three heat settings that fits any standard 510 cartridge. USB-C charging, for adults 21+.',
  34: 'A compact convection vaporizer for hemp flower with precise temperature control and a ceramic chamber, for adults 21+.',
  35: 'Solventless mango live rosin in a rechargeable all-in-one device. Hemp-derived and lab-tested, for adults 21+.',
  36: 'A portable concentrate vaporizer with a quartz chamber, a carry case and two spare coils. Device only, for adults 21+.',
  37: 'Vegan watermelon gummies with 10mg hemp-derived Δ9-THC each, under 0.3% by dry weight. Lab-tested, for adults 21+.',
  38: 'Sugar-dusted sour peach gummies with 5mg hemp-derived Δ9-THC each, for a relaxed weekend. Lab-tested, for adults 21+.',
  39: 'Blood orange gummies pairing hemp-derived Δ9-THC with CBD for a calm evening in. Lab-tested; keep away from children, 21+ only.',
  40: 'Five blue raspberry gummies with 5mg hemp-derived Δ9-THC each: an easy first try. Lab-tested, for adults 21+.',
  41: 'Pectin-based mango gummies with hemp-derived Δ9-THC and CBD, free of gelatin. Lab-tested, under 0.3% Δ9-THC, 21+ only.',
  42: 'Tart pomegranate gummies made with full-spectrum hemp extract and natural fruit juice. Lab-tested, for adults 21+.',
  43: 'Our best-selling gummy: strawberry lemonade with 10mg hemp-derived Δ9-THC each, for an uplifting afternoon. Lab-tested, 21+ only.',
  44: 'Twenty sachets of chamomile, lemon balm and hemp flower for a calm evening cup. Hemp-derived and lab-tested, for adults 21+.',
  45: 'A 30ml bottle of full-spectrum hemp extract in MCT oil, under 0.3% Δ9-THC. Third-party lab-tested, for adults 21+.',
  46: 'A cooling peppermint and shea butter balm with hemp seed oil and CBD, for external use only. Lab-tested, for adults 21+.',
  47: 'Epsom and sea salts with lavender oil and hemp-derived CBD for an unhurried soak. External use only; lab-tested, 21+.',
  48: 'A tobacco-free blend of mullein, raspberry leaf and hemp flower for rolling. Hemp-derived and lab-tested, for adults 21+.',
};

/**
 * The shop's 48 fixed products (docs/behaviour.md "Catalogue"): the listings with their
 * descriptions, for the pages that show them (the shop, a product). Marked pure so a chunk that
 * imports this module but never reads the list (a lab-results page) leaves the copy out.
 */
export const products: readonly Product[] = /* @__PURE__ */ listings.map((listing) => ({
  ...listing,
  description: descriptions[listing.id] ?? '',
}));

/** The product with this id, or undefined. */
export function findProduct(id: number): Product | undefined {
  return products.find((product) => product.id === id);
}

export const MAX_RELATED_PRODUCTS = 4;

const BEST_SELLER = 'Best Seller';

export function isBestSeller(product: Product): boolean {
  return product.tags?.includes(BEST_SELLER) ?? false;
}

/**
 * Up to 4 best sellers, in catalogue order, other than the product being viewed (docs/behaviour.md
 * "Catalogue"). Here rather than with the shop's queries (query.ts), which a
 * product page does not need.
 */
export function relatedProducts(id: number): Product[] {
  return products
    .filter((product) => isBestSeller(product) && product.id !== id)
    .slice(0, MAX_RELATED_PRODUCTS);
}
