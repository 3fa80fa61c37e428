import { describe, expect, it } from 'vitest';
import { cents, splitTax } from './money.js';

describe('cents', () => {
  it('reads catalogue prices to the cent and treats 0 or empty as absent', () => {
    expect(cents('19.99')).toBe(1999);
    expect(cents('0.29')).toBe(29);
    expect(cents('12.999')).toBe(1299);
    expect(cents(4.1)).toBe(410);
    for (const absent of ['0', '', '0.00', null, undefined]) expect(cents(absent)).toBeNull();
  });
});

describe('splitTax', () => {
  it('derives the tax from the tax-inclusive amount at 20 %, to the cent', () => {
    expect(splitTax(1999, 0.2)).toEqual({ taxFree: 1666, tax: 333 });
    expect(splitTax(1, 0.2)).toEqual({ taxFree: 1, tax: 0 });
    expect(splitTax(5, 0.2)).toEqual({ taxFree: 4, tax: 1 });
    expect(splitTax(8497, 0.2)).toEqual({ taxFree: 7081, tax: 1416 });
    expect(splitTax(0, 0.2)).toEqual({ taxFree: 0, tax: 0 });
    expect(splitTax(1000, 0)).toEqual({ taxFree: 1000, tax: 0 });
  });

  it('always adds back up to the total and never loses more than half a cent', () => {
    for (let total = 0; total <= 200_000; total += 7) {
      const { taxFree, tax } = splitTax(total, 0.2);
      expect(taxFree + tax).toBe(total);
      expect(Math.abs(taxFree - total / 1.2)).toBeLessThanOrEqual(0.5 + 1e-9);
    }
  });
});
