import type { Certified } from './certificateData';
import { productBatch, strainBatch } from './labResults';
import { findListing, parseProductId } from './listings';
import { findStrain } from './strains';

/**
 * `/lab-results/4` is product 4's certificate, `/lab-results/gelato` the Gelato strain's; undefined
 * when there is none. A chunk of its own: a prerendered certificate page hydrates from the
 * certificate written into it (src/screens/LabResultsScreen.tsx) and loads this only for a visit
 * by link.
 */
export function certifiedItem(id: string | undefined): Certified | undefined {
  const strain = id === undefined ? undefined : findStrain(id);
  if (strain) {
    return {
      batch: strainBatch(strain.id),
      name: strain.name,
      kind: 'Signature strain',
      backTo: '/',
      backLabel: 'Back to Home',
    };
  }
  const productId = parseProductId(id);
  const product = productId === undefined ? undefined : findListing(productId);
  const batch = product && productBatch(product.id, product.category);
  if (!product || !batch) return undefined;
  return {
    batch,
    name: product.name,
    kind: product.category,
    backTo: `/product/${product.id}`,
    backLabel: 'Back to Product',
  };
}
