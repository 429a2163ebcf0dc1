import { describe, expect, it } from 'vitest';
import { sizeLabel } from '../../src/lib/sizes';
import { STANDARD_SIZE, variantSizes } from '../../src/catalogue/types';

describe('sizeLabel (docs/behaviour.md "Size labels")', () => {
  it('gives ounce weights their fraction and keeps the grams', () => {
    expect(sizeLabel('3.5g')).toBe('1/8 oz (3.5g)');
    expect(sizeLabel('7g')).toBe('1/4 oz (7g)');
    expect(sizeLabel('14g')).toBe('1/2 oz (14g)');
    expect(sizeLabel('28g')).toBe('1 oz (28g)');
  });

  it('does not call every other size "1 oz" (the defect the store once had)', () => {
    expect(sizeLabel('1g')).not.toContain('oz');
    expect(sizeLabel('10ct')).not.toContain('oz');
  });

  it('shows other sizes as they are', () => {
    expect(sizeLabel('10ct')).toBe('10ct');
    expect(sizeLabel('1g')).toBe('1g');
    expect(sizeLabel('.5g')).toBe('.5g');
    expect(sizeLabel('4 pack')).toBe('4 pack');
    for (const size of variantSizes.filter((s) => s !== '3.5g' && s !== '7g')) {
      expect(sizeLabel(size)).toBe(size);
    }
  });

  it('gives the Standard size no label', () => {
    expect(STANDARD_SIZE).toBe('Standard');
    expect(sizeLabel('Standard')).toBeNull();
  });
});
