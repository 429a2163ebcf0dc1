import { readdirSync, readFileSync } from 'node:fs';
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

  it('holds the minimum age: no component, screen or service types it', () => {
    const files = ['src/components', 'src/screens', 'src/shell', 'src/app'].flatMap((folder) =>
      readdirSync(new URL(`../../${folder}`, import.meta.url), { recursive: true })
        .map(String)
        .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.css.ts'))
        .map((name) => `${folder}/${name}`),
    );
    expect(files.length).toBeGreaterThan(50);
    for (const path of files) {
      // Comments may name the age; the text a shopper or a crawler reads may not.
      const code = source(path)
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      expect(code, path).not.toMatch(new RegExp(`\\b${MINIMUM_AGE}\\b`));
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
