import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compliance, MINIMUM_AGE } from '../../src/lib/compliance';

const source = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('compliance text', () => {
  it('says the FDA statement, the federal hemp limit and the minimum age', () => {
    expect(compliance.fda).toMatch(
      /^These statements have not been evaluated by the Food and Drug Administration\./,
    );
    expect(compliance.federalHemp).toContain('less than 0.3% Δ9-THC by dry weight');
    expect(compliance.age).toContain(String(MINIMUM_AGE));
  });

  it('is written only in its module: the places that show it do not repeat it by hand', () => {
    for (const path of [
      'src/components/Footer/Footer.tsx',
      'src/components/CheckoutForm/CheckoutForm.tsx',
      'src/screens/WholesaleScreen.tsx',
      'src/screens/ProductScreen.tsx',
    ]) {
      const text = source(path);
      expect(text, path).toContain('compliance');
      expect(text, path).not.toMatch(/evaluated by the (FDA|Food and Drug)/);
      expect(text, path).not.toMatch(/less than 0\.3%/);
    }
  });
});
