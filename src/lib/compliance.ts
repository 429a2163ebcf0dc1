// Every legal and health statement the store shows, in one place (docs/behaviour.md "Compliance
// text"). When the law changes, change it here: the footer, product pages, checkout and wholesale
// follow. The dosage words of the product page (typical onset and duration per form, "start low,
// go slow") are in src/lib/dosage.ts: this module is in every page's first load (the footer), and
// they are needed only by the product page's sections that hydrate later.

/** The minimum age to buy, everywhere the store says it. */
export const MINIMUM_AGE = 21;

export const compliance = {
  /** Who may buy. */
  age: `For adults ${MINIMUM_AGE} and older only.`,
  /** The federal definition of hemp that every product meets (2018 Farm Bill). */
  federalHemp:
    'Our products are hemp-derived and contain less than 0.3% Δ9-THC by dry weight, as federal law defines hemp.',
  /** The FDA statement required beside any wellness claim. */
  fda: 'These statements have not been evaluated by the Food and Drug Administration. These products are not intended to diagnose, treat, cure or prevent any disease.',
  /** Safe use, in the footer. */
  safety: 'Keep out of reach of children and pets. Do not drive or operate machinery after use.',
  /** States and towns differ: the shopper checks their own. */
  stateLaws:
    'Laws on hemp-derived products differ between states and towns. You are responsible for knowing and following the laws where you live.',
  /** Retailers answer to their own state's rules on resale. */
  wholesaleStateLaws:
    'Retailers must hold any licence their state requires to sell hemp-derived products, and may resell only where those products are lawful.',
} as const;
