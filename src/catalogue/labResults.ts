import { screensForKind, type LabBatch, type LabKind } from './labPanel';
import type { CategoryName, ItemId, StrainId } from './types';

// Certificates of analysis for every product and strain (docs/behaviour.md "Lab results").
// Example data to be replaced by each real batch's certificate before launch. Totals are never
// typed: total THC and total cannabinoids are computed from the panel below.

// The batch's shape and the panel's totals are src/catalogue/labPanel.ts, which a certificate
// page's first load needs without these rows.
export {
  THCA_DECARB_FACTOR,
  screensForKind,
  totalCannabinoids,
  totalThc,
  type CannabinoidPanel,
  type ContaminantScreen,
  type LabBatch,
  type LabKind,
} from './labPanel';

const LABS = {
  cascade: 'Cascade Analytical Labs (ISO/IEC 17025)',
  frontRange: 'Front Range Hemp Testing (ISO/IEC 17025)',
} as const;

type Row = readonly [
  lab: keyof typeof LABS,
  testedOn: string,
  delta9Thc: number,
  thca: number,
  cbd: number,
  other: number,
];

const kindByCategory: Readonly<Record<CategoryName, LabKind>> = {
  'Pre-Rolls': 'flower',
  Flower: 'flower',
  'Extracts & Concentrates': 'extract',
  Cartridges: 'extract',
  'Disposables & Devices': 'extract',
  Gummies: 'infused',
  'Wellness & Botanicals': 'infused',
};

/** Devices with no hemp in them: tested for metals that could leach from the hardware. */
const hardwareIds: readonly number[] = [33, 34, 36];
/** Loose botanicals in the wellness range are plant material, screened like flower. */
const botanicalIds: readonly number[] = [44, 48];

/** The signature strains; their total THC is the figure their cards show. */
const strainRows: Readonly<Record<StrainId, Row>> = {
  'super-glue': ['cascade', '2024-03-04', 0.21, 27.7, 0.06, 1.32],
  gelato: ['cascade', '2024-03-04', 0.18, 25.79, 0.05, 1.18],
  'gary-payton': ['frontRange', '2024-03-11', 0.24, 29.6, 0.04, 1.41],
};

/** One row per catalogue product, by id. */
const productRows: Readonly<Record<number, Row>> = {
  1: ['cascade', '2024-02-12', 0.22, 21.4, 0.05, 1.1],
  2: ['cascade', '2024-02-12', 0.19, 19.8, 0.07, 0.96],
  3: ['cascade', '2024-02-19', 0.27, 24.9, 0.06, 1.62],
  4: ['cascade', '2024-03-04', 0.18, 25.79, 0.05, 1.18],
  5: ['frontRange', '2024-02-05', 0.2, 17.3, 0.09, 0.88],
  6: ['frontRange', '2024-02-26', 0.23, 22.1, 0.06, 1.05],
  7: ['frontRange', '2024-02-26', 0.21, 20.6, 0.08, 1.02],
  8: ['cascade', '2024-01-29', 0.05, 0.21, 0.84, 14.2],
  9: ['cascade', '2024-03-04', 0.21, 27.7, 0.06, 1.32],
  10: ['cascade', '2024-03-04', 0.18, 25.79, 0.05, 1.18],
  11: ['frontRange', '2024-03-11', 0.24, 29.6, 0.04, 1.41],
  12: ['frontRange', '2024-01-22', 0.12, 0.41, 16.8, 1.12],
  13: ['frontRange', '2024-02-19', 0.2, 18.9, 0.07, 0.91],
  14: ['cascade', '2024-02-26', 0.22, 23.3, 0.05, 1.21],
  15: ['cascade', '2024-03-11', 0.26, 26.4, 0.04, 1.38],
  16: ['frontRange', '2024-03-11', 0.24, 29.6, 0.04, 1.41],
  17: ['cascade', '2024-02-20', 0.26, 74.2, 0.12, 4.3],
  18: ['cascade', '2024-02-20', 0.11, 92.4, 0.05, 1.2],
  19: ['frontRange', '2024-02-27', 0.28, 71.6, 0.15, 5.1],
  20: ['frontRange', '2024-01-30', 0.24, 78.3, 0.1, 3.2],
  21: ['cascade', '2024-02-27', 0.25, 73.1, 0.11, 4.4],
  22: ['frontRange', '2024-03-05', 0.27, 66.8, 0.31, 6.2],
  23: ['cascade', '2024-03-05', 0.23, 75.5, 0.09, 3.9],
  24: ['cascade', '2024-02-13', 0.26, 68.4, 0.2, 8.1],
  25: ['frontRange', '2024-02-13', 0.24, 64.2, 0.18, 9.3],
  26: ['frontRange', '2024-02-20', 0.25, 66.1, 0.17, 8.6],
  27: ['cascade', '2024-02-27', 0.27, 70.3, 0.22, 7.4],
  28: ['cascade', '2024-01-23', 0.22, 62.8, 0.14, 12.5],
  29: ['frontRange', '2024-02-27', 0.26, 67.2, 0.19, 8.2],
  30: ['cascade', '2024-03-05', 0.25, 66.9, 0.18, 8.5],
  31: ['cascade', '2024-02-06', 0.24, 65.7, 0.16, 9.1],
  32: ['frontRange', '2024-02-06', 0.25, 63.9, 0.21, 9.8],
  33: ['frontRange', '2024-01-16', 0, 0, 0, 0],
  34: ['frontRange', '2024-01-16', 0, 0, 0, 0],
  35: ['cascade', '2024-03-12', 0.27, 69.4, 0.2, 7.7],
  36: ['frontRange', '2024-01-16', 0, 0, 0, 0],
  37: ['cascade', '2024-02-08', 0.25, 0, 0.01, 0.01],
  38: ['cascade', '2024-02-08', 0.125, 0, 0.01, 0.01],
  39: ['frontRange', '2024-02-15', 0.2, 0, 0.5, 0.02],
  40: ['cascade', '2024-02-22', 0.125, 0, 0.01, 0.01],
  41: ['frontRange', '2024-02-22', 0.18, 0, 0.25, 0.02],
  42: ['frontRange', '2024-03-07', 0.2, 0.01, 0.25, 0.06],
  43: ['cascade', '2024-03-07', 0.25, 0, 0.01, 0.01],
  44: ['frontRange', '2024-01-18', 0.02, 0.05, 0.6, 0.1],
  45: ['cascade', '2024-02-01', 0.2, 0.02, 3.6, 0.35],
  46: ['frontRange', '2024-02-01', 0.01, 0, 1.0, 0.04],
  47: ['frontRange', '2024-01-25', 0, 0, 0.2, 0.01],
  48: ['cascade', '2024-01-25', 0.03, 0.1, 0.8, 0.12],
};

function batchFrom(itemId: ItemId, prefix: string, kind: LabKind, row: Row): LabBatch {
  const [lab, testedOn, delta9Thc, thca, cbd, other] = row;
  return {
    itemId,
    batchId: `${prefix}-${testedOn.replaceAll('-', '').slice(2)}-${String(itemId).toUpperCase()}`,
    lab: LABS[lab],
    testedOn,
    kind,
    panel: { delta9Thc, thca, cbd, other },
    screens: screensForKind[kind].map((name) => ({ name, result: 'Pass' as const })),
  };
}

/** The kind of a catalogue product's batch, from its category and the two lists above. */
export function labKindFor(id: number, category: CategoryName): LabKind {
  if (hardwareIds.includes(id)) return 'hardware';
  if (botanicalIds.includes(id)) return 'flower';
  return kindByCategory[category];
}

/** A product's batch, or undefined when the id has no certificate. */
export function productBatch(id: number, category: CategoryName): LabBatch | undefined {
  const row = productRows[id];
  return row === undefined ? undefined : batchFrom(id, 'SR', labKindFor(id, category), row);
}

/** A signature strain's batch. */
export function strainBatch(id: StrainId): LabBatch {
  return batchFrom(id, 'SRS', 'flower', strainRows[id]);
}

/** The ids that have a certificate row (for the tests that hold the data to the catalogue). */
export const productIdsWithBatch: readonly number[] =
  /* @__PURE__ */ Object.keys(productRows).map(Number);
