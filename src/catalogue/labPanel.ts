import type { ItemId } from './types';

// A certificate's shape and the panel's totals, without any batch (those are
// src/catalogue/labResults.ts): what the certificate components need, in a page's first load.

/** What a batch is, which decides the contaminant screens that apply to it. */
export type LabKind = 'flower' | 'extract' | 'infused' | 'hardware';

export type ContaminantScreen = 'Pesticides' | 'Heavy metals' | 'Microbials' | 'Residual solvents';

/** The screens each kind is tested for; extracts add residual solvents, hardware is a leach test. */
export const screensForKind: Readonly<Record<LabKind, readonly ContaminantScreen[]>> = {
  flower: ['Pesticides', 'Heavy metals', 'Microbials'],
  extract: ['Pesticides', 'Heavy metals', 'Microbials', 'Residual solvents'],
  infused: ['Pesticides', 'Heavy metals', 'Microbials'],
  hardware: ['Heavy metals'],
};

/** Percent by dry weight, as the lab reports it. */
export interface CannabinoidPanel {
  delta9Thc: number;
  thca: number;
  cbd: number;
  /** CBG, CBN, CBC and the other minor cannabinoids together. */
  other: number;
}

export interface LabBatch {
  itemId: ItemId;
  batchId: string;
  lab: string;
  /** ISO date the sample was tested. */
  testedOn: string;
  kind: LabKind;
  panel: CannabinoidPanel;
  /** Every screen for the kind, each passed: a batch that fails is not sold. */
  screens: readonly { name: ContaminantScreen; result: 'Pass' }[];
}

/** THCA turns into Δ9-THC when heated, losing its carboxyl group: 0.877 of its weight remains. */
export const THCA_DECARB_FACTOR = 0.877;

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Total THC % = Δ9-THC + 0.877 × THCA (the federal hemp rule's post-decarboxylation figure). */
export function totalThc(panel: CannabinoidPanel): number {
  return round3(panel.delta9Thc + THCA_DECARB_FACTOR * panel.thca);
}

/** Every cannabinoid the panel measured, as reported (THCA counted as it is, not converted). */
export function totalCannabinoids(panel: CannabinoidPanel): number {
  return round3(panel.delta9Thc + panel.thca + panel.cbd + panel.other);
}
