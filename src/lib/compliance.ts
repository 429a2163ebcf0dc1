// Every legal and health statement the store shows, in one place (docs/behaviour.md "Compliance
// text"). When the law changes, change it here: the footer, product pages, checkout and wholesale
// follow.

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

/** How each form is taken, for the dosage words below (the forms of src/catalogue/facts.ts). */
export type DosageForm = 'flower' | 'concentrate' | 'vape' | 'edible' | 'topical';

export interface DosageWords {
  /** When effects typically begin: a range people report, never a promise. */
  onset: string;
  /** How long they typically last. */
  duration: string;
  /** The first amount to try, for this form. */
  firstStep: string;
}

/**
 * What the product page says about taking each form (docs/behaviour.md "Catalogue facts"):
 * typical timings only, never what a product treats; the FDA statement above applies.
 */
export const dosage: {
  readonly byForm: Readonly<Record<DosageForm, DosageWords>>;
  readonly startLow: string;
  readonly effectsVary: string;
} = {
  byForm: {
    flower: {
      onset: 'Typically within a few minutes when smoked or vaporised.',
      duration: 'Typically 1 to 3 hours.',
      firstStep: 'Begin with one or two small puffs and wait 15 minutes before more.',
    },
    concentrate: {
      onset: 'Typically within a few minutes when dabbed or vaporised.',
      duration: 'Typically 1 to 3 hours.',
      firstStep: 'Begin with an amount smaller than a grain of rice and wait 15 minutes before more.',
    },
    vape: {
      onset: 'Typically within a few minutes.',
      duration: 'Typically 1 to 3 hours.',
      firstStep: 'Begin with one short draw and wait 15 minutes before more.',
    },
    edible: {
      onset: 'Typically 30 minutes to 2 hours after eating or drinking.',
      duration: 'Typically 4 to 8 hours.',
      firstStep:
        'Begin with one serving or less and wait at least 2 hours before taking more: effects that come late can be strong.',
    },
    topical: {
      onset: 'Typically 15 to 45 minutes after applying, where applied.',
      duration: 'Typically 2 to 4 hours.',
      firstStep: 'Begin with a small amount on a small patch of skin.',
    },
  },
  startLow:
    'Start low, go slow: take the smallest amount, wait for its full effect, and only then decide whether to take more.',
  effectsVary:
    'Effects vary from person to person, with body weight, food and tolerance. These are what people typically report, not a promise of any effect.',
};
