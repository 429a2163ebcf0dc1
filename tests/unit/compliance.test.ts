import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compliance, MINIMUM_AGE } from '../../src/lib/compliance';
import { dosage } from '../../src/lib/dosage';

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

  it('gives every form typical timings and a first step, with no medical claim', () => {
    const claim =
      /\b(treat|treats|cure|cures|relieve|relieves|relief|anxiety|pain|insomnia|heal|heals|medical|medicinal|disease|therapeutic|therapy|remedy)\b/i;
    for (const [form, words] of Object.entries(dosage.byForm)) {
      expect(words.onset, form).toMatch(/^Typically /);
      expect(words.duration, form).toMatch(/^Typically /);
      expect(words.firstStep, form).toMatch(/^Begin with /);
      for (const text of Object.values(words)) expect(text, form).not.toMatch(claim);
    }
    expect(dosage.startLow).toMatch(/^Start low, go slow/);
    expect(dosage.effectsVary).toContain('Effects vary');
    for (const text of [dosage.startLow, dosage.effectsVary]) expect(text).not.toMatch(claim);
  });
});
