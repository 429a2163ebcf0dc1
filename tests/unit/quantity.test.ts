import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUANTITY,
  MAX_QUANTITY,
  MIN_QUANTITY,
  clampQuantity,
} from '../../src/lib/quantity';

describe('quantity limits', () => {
  it('are 1..99 with a default of 1 (docs/behaviour.md "Quantity")', () => {
    expect(MIN_QUANTITY).toBe(1);
    expect(MAX_QUANTITY).toBe(99);
    expect(DEFAULT_QUANTITY).toBe(1);
  });
});

describe('clampQuantity', () => {
  it('keeps whole numbers inside the range', () => {
    expect(clampQuantity(1)).toBe(1);
    expect(clampQuantity(5)).toBe(5);
    expect(clampQuantity(99)).toBe(99);
  });

  it('clamps below the minimum and above the maximum', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-1)).toBe(1);
    expect(clampQuantity(-1e9)).toBe(1);
    expect(clampQuantity(100)).toBe(99);
    expect(clampQuantity(1e9)).toBe(99);
  });

  it('truncates fractions', () => {
    expect(clampQuantity(2.9)).toBe(2);
    expect(clampQuantity(0.5)).toBe(1);
    expect(clampQuantity(98.99)).toBe(98);
  });

  it('parses numeric strings', () => {
    expect(clampQuantity('5')).toBe(5);
    expect(clampQuantity(' 7 ')).toBe(7);
    expect(clampQuantity('250')).toBe(99);
    expect(clampQuantity('3.7')).toBe(3);
  });

  it('falls back to the minimum for anything that is not a number', () => {
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity('')).toBe(1);
    expect(clampQuantity('   ')).toBe(1);
    expect(clampQuantity('abc')).toBe(1);
    expect(clampQuantity(null)).toBe(1);
    expect(clampQuantity(undefined)).toBe(1);
    expect(clampQuantity({ valueOf: () => 5 })).toBe(1);
    expect(clampQuantity([5])).toBe(1);
    expect(clampQuantity(true)).toBe(1);
  });

  it('treats infinities as the nearest limit', () => {
    expect(clampQuantity(Number.POSITIVE_INFINITY)).toBe(99);
    expect(clampQuantity(Number.NEGATIVE_INFINITY)).toBe(1);
  });
});
