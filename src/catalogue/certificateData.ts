import type { LabBatch } from './labPanel';

/** A certificate page: the batch, and what it certifies. */
export interface Certified {
  batch: LabBatch;
  name: string;
  kind: string;
  /** Where 'Back' goes: the product page, or the home page's strains. */
  backTo: string;
  backLabel: string;
}

/** The id of the data block a prerendered certificate page carries its certificate in. */
export const CERTIFICATE_DATA = 'lab-results';

// No catalogue here: this module is in a certificate page's first load, which checks the
// certificate it was given rather than carry every batch (src/catalogue/certificates.ts works them
// out).

const isText = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` (the page's data block, parsed) is the certificate at `/lab-results/{id}`. */
export function isCertified(value: unknown, id: string): value is Certified {
  if (!isRecord(value) || !isRecord(value.batch)) return false;
  const { batch } = value;
  return (
    String(batch.itemId) === id &&
    isText(batch.batchId) &&
    isText(batch.lab) &&
    isText(batch.testedOn) &&
    isText(batch.kind) &&
    isRecord(batch.panel) &&
    Array.isArray(batch.screens) &&
    isText(value.name) &&
    isText(value.kind) &&
    isText(value.backTo) &&
    isText(value.backLabel)
  );
}
