import { packName, productFacts, type Facts } from '../catalogue/facts';
import { firstSizePrice, payablePrice, productSizes, sizePrice } from '../catalogue/pricing';
import type { Product } from '../catalogue/types';
import { SITE_NAME } from '../shell/ids';
import { siteUrl, type JsonLd } from '../shell/PageMeta';

const schemaPrice = (cents: number) => (cents / 100).toFixed(2);

/** One schema.org PropertyValue; `unitText` for a measured figure. */
const property = (name: string, value: string | number, unitText?: string): JsonLd => ({
  '@type': 'PropertyValue',
  name,
  value,
  ...(unitText === undefined ? {} : { unitText }),
});

/**
 * The catalogue facts as schema.org PropertyValues (docs/behaviour.md "Catalogue facts"): strain
 * type, THC and CBD in the form's own unit, then effects and terpenes, each a comma-separated list.
 */
export function factsProperties(facts: Facts): JsonLd[] {
  const { potency } = facts;
  const strength =
    potency.form === 'edible'
      ? [
          property(`THC per ${potency.serving.name}`, potency.thcMg, 'mg'),
          property(`CBD per ${potency.serving.name}`, potency.cbdMg, 'mg'),
          property(`Servings per ${packName(potency.serving)}`, potency.serving.perPack),
          property(`THC per ${packName(potency.serving)}`, potency.pack.thcMg, 'mg'),
          property(`CBD per ${packName(potency.serving)}`, potency.pack.cbdMg, 'mg'),
        ]
      : potency.form === 'topical'
        ? [
            property('THC per pack', potency.thcMg, 'mg'),
            property('CBD per pack', potency.cbdMg, 'mg'),
          ]
        : [
            property('Total THC', potency.thcPercent, '%'),
            property('CBD', potency.cbdPercent, '%'),
          ];
  return [
    property('Strain type', facts.type),
    ...strength,
    ...(facts.effects.length > 0 ? [property('Effects', facts.effects.join(', '))] : []),
    ...(facts.terpenes.length > 0 ? [property('Terpenes', facts.terpenes.join(', '))] : []),
  ];
}

/**
 * schema.org Product data for search engines: one Offer for a product sold in one size, an
 * AggregateOffer (lowest and highest price a shopper pays, one offer per size) when there are
 * several; the catalogue facts as `additionalProperty` (none for devices). Rendered with the
 * product page's sections that hydrate later, which carry the facts (src/screens/ProductFacts.tsx).
 */
export function productJsonLd(product: Product): JsonLd {
  const paid = productSizes(product).map((size) =>
    payablePrice(sizePrice(product, size) ?? firstSizePrice(product)),
  );
  const common = {
    url: siteUrl(`/product/${product.id}`),
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
  };
  const offers =
    paid.length > 1
      ? {
          '@type': 'AggregateOffer',
          ...common,
          lowPrice: schemaPrice(Math.min(...paid)),
          highPrice: schemaPrice(Math.max(...paid)),
          offerCount: paid.length,
        }
      : { '@type': 'Offer', ...common, price: schemaPrice(payablePrice(firstSizePrice(product))) };
  const facts = productFacts(product.id, product.category);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: siteUrl(product.image),
    description: product.description,
    sku: `SR-${product.id}`,
    category: product.category,
    brand: { '@type': 'Brand', name: SITE_NAME },
    ...(facts === undefined ? {} : { additionalProperty: factsProperties(facts) }),
    offers,
  };
}
