import { describe, expect, it } from 'vitest';
import { FLAT_SHIPPING, shippingFor, shippingText } from '../../src/lib/shipping';

describe('shippingFor (docs/behaviour.md "Shipping")', () => {
  it('is free only for an empty order', () => {
    expect(shippingFor(0)).toBe(0);
  });

  it('is a flat $10 on any non-empty order', () => {
    expect(FLAT_SHIPPING).toBe(1000);
    expect(shippingFor(1)).toBe(1000);
    expect(shippingFor(2499)).toBe(1000);
  });

  it('stays $10 above $150: there is no free-shipping threshold', () => {
    expect(shippingFor(14999)).toBe(1000);
    expect(shippingFor(15000)).toBe(1000);
    expect(shippingFor(15001)).toBe(1000);
    expect(shippingFor(1485000)).toBe(1000);
  });

  it('charges nothing for a nonsensical negative subtotal', () => {
    expect(shippingFor(-1)).toBe(0);
  });
});

describe('shippingText', () => {
  const texts = Object.values(shippingText);

  it('never promises free shipping', () => {
    for (const text of texts) {
      expect(text.toLowerCase()).not.toContain('free');
      expect(text).not.toContain('150');
    }
  });

  it('states the flat rate where it names an amount', () => {
    expect(shippingText.banner).toContain('$10.00');
    expect(shippingText.productNote).toContain('$10.00');
    expect(shippingText.checkoutLabel).toBe('Flat Rate Shipping – $10 (All U.S. orders)');
    expect(shippingText.summaryLabel).toBe('Flat Rate Shipping – All U.S. orders');
  });
});
