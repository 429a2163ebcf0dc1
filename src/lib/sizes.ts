import { STANDARD_SIZE } from '../catalogue/types';

const weightLabels: Readonly<Record<string, string>> = {
  '3.5g': '1/8 oz (3.5g)',
  '7g': '1/4 oz (7g)',
  '14g': '1/2 oz (14g)',
  '28g': '1 oz (28g)',
};

/**
 * What a shopper reads for a size (docs/behaviour.md "Size labels"). Ounce weights get their
 * fraction; other sizes show as they are; 'Standard' has no label (null).
 */
export function sizeLabel(size: string): string | null {
  if (size === STANDARD_SIZE) return null;
  return weightLabels[size] ?? size;
}
