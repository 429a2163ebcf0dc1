import { strainArt } from './art';
import type { Strain, StrainSize } from './types';

/** Every signature strain is $24.99 for 3.5g and $175 for 28g (docs/behaviour.md "Catalogue"). */
const signaturePricing: Readonly<Record<StrainSize, number>> = { '3.5g': 2499, '28g': 17500 };

/**
 * The three signature strains on the home screen (docs/behaviour.md "Catalogue"). Their type, THC
 * and effects are catalogue facts: strainFacts(id) in src/catalogue/facts.ts.
 */
export const strains: readonly Strain[] = [
  {
    id: 'super-glue',
    name: 'Super Glue',
    image: strainArt('super-glue'),
    description:
      'Dense, resin-heavy buds with an earthy pine and sweet diesel nose. An indica-leaning pick for a slow, calm evening at home.',
    pricing: signaturePricing,
  },
  {
    id: 'gelato',
    name: 'Gelato',
    image: strainArt('gelato'),
    description:
      'Sweet berry and sherbet notes over a creamy finish, with purple-flecked buds. A balanced hybrid for good company and good conversation.',
    pricing: signaturePricing,
  },
  {
    id: 'gary-payton',
    name: 'Gary Payton',
    image: strainArt('gary-payton'),
    description:
      'A bold cross of The Y and Snowman with a peppery, gassy aroma. Our strongest hybrid, best enjoyed slowly by experienced adults.',
    pricing: signaturePricing,
  },
];

/** The strain with this slug, or undefined. */
export function findStrain(id: string): Strain | undefined {
  return strains.find((strain) => strain.id === id);
}
