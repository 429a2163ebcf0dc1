// What the product page says about taking each form (docs/behaviour.md "Catalogue facts"), beside
// the compliance text of src/lib/compliance.ts and under the same rule: typical timings people
// report, never what a product treats; the FDA statement there applies. A module of its own so it
// loads with the product page's sections that hydrate later, not in every page's first load.

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

/** The dosage words per form, the "start low, go slow" sentence and the reminder that effects vary. */
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
      firstStep:
        'Begin with an amount smaller than a grain of rice and wait 15 minutes before more.',
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
