// The words the catalogue's facts are told in (src/catalogue/facts.ts, which re-exports them: use
// them from there). A module of their own so the shop's first load can read a URL's filters
// (src/catalogue/query.ts) without loading every product's facts.

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
