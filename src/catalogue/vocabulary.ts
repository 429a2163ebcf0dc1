// The words the catalogue's facts are told in, and the potency bands' limits: part of the one source
// of facts (src/catalogue/facts.ts re-exports them). A module of their own so the shop's first load
// (src/catalogue/query.ts) and its filters' chunk (src/catalogue/refine.ts) read them without
// loading every product's facts and certificates.

/** The one vocabulary of effects, in the order the shop's filter lists them. */
export const effects = [
  'Relaxed',
  'Calm',
  'Sleepy',
  'Happy',
  'Uplifted',
  'Focused',
  'Creative',
  'Energetic',
] as const;
export type Effect = (typeof effects)[number];

export const strainTypes = ['Indica', 'Sativa', 'Hybrid', 'High-CBD'] as const;
export type StrainType = (typeof strainTypes)[number];

export const potencyBands = ['low', 'medium', 'high'] as const;
export type PotencyBand = (typeof potencyBands)[number];

/**
 * How a form's strength is given: percent of the whole for what is smoked, dabbed or vaped; mg of
 * each cannabinoid per serving (and per pack) for what is eaten or taken; mg per pack for topicals.
 */
export type PotencyForm = 'flower' | 'concentrate' | 'vape' | 'edible' | 'topical';

/**
 * The band limits per form, in the form's own unit (total THC % or mg of THC per serving): below
 * `medium` is low, from `medium` to below `high` is medium, from `high` up is high. Topicals are
 * not banded: they are not taken by serving.
 */
export const bandLimits: Readonly<
  Record<Exclude<PotencyForm, 'topical'>, { medium: number; high: number; unit: '%' | 'mg' }>
> = {
  flower: { medium: 18, high: 24, unit: '%' },
  concentrate: { medium: 60, high: 66, unit: '%' },
  vape: { medium: 57, high: 60, unit: '%' },
  edible: { medium: 5, high: 10, unit: 'mg' },
};

/** The range a band covers for a form, as the shopper reads it: 'under 18%', '18–24%', '24% and up'. */
export function bandRange(form: Exclude<PotencyForm, 'topical'>, band: PotencyBand): string {
  const { medium, high, unit } = bandLimits[form];
  if (band === 'low') return `under ${medium}${unit === '%' ? '%' : ' mg'}`;
  if (band === 'medium') return `${medium}–${high}${unit === '%' ? '%' : ' mg'}`;
  return `${high}${unit === '%' ? '%' : ' mg'} and up`;
}
