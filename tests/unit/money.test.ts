import { describe, expect, it } from 'vitest';
import { formatMoney, multiplyCents } from '../../src/lib/money';

describe('formatMoney', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatMoney(2499)).toBe('$24.99');
    expect(formatMoney(17500)).toBe('$175.00');
    expect(formatMoney(1000)).toBe('$10.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('groups thousands', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(1485000)).toBe('$14,850.00');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
  });

  it('rounds a stray fraction of a cent instead of printing it', () => {
    expect(formatMoney(2499.4)).toBe('$24.99');
    expect(formatMoney(2499.6)).toBe('$25.00');
  });

  it('never prints a negative zero', () => {
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-0.4)).toBe('$0.00');
  });
});

describe('multiplyCents', () => {
  it('is exact where floating-point dollars drift', () => {
    // In dollars 7 × 24.99 is 174.92999999999998; in cents it is exact.
    expect(7 * 24.99).not.toBe(174.93);
    expect(multiplyCents(2499, 7)).toBe(17493);
    expect(multiplyCents(2999, 7)).toBe(20993);
    expect(multiplyCents(2499, 3)).toBe(7497);
    expect(formatMoney(multiplyCents(2499, 3))).toBe('$74.97');
  });

  it('handles the largest line: 99 × $150', () => {
    expect(multiplyCents(15000, 99)).toBe(1485000);
    expect(formatMoney(multiplyCents(15000, 99))).toBe('$14,850.00');
  });

  it('treats quantity as a whole number and the unit as whole cents', () => {
    expect(multiplyCents(2499, 2.9)).toBe(4998);
    expect(multiplyCents(1999.6, 2)).toBe(4000);
    expect(multiplyCents(2499, 0)).toBe(0);
  });

  it('sums of many 0.1-style prices stay exact', () => {
    let total = 0;
    for (let i = 0; i < 10; i += 1) total += multiplyCents(10, 1);
    expect(total).toBe(100);
    expect(formatMoney(total)).toBe('$1.00');
  });
});
