import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitVat, VAT_RATE_BASIS_POINTS } from './index.js';

describe('splitVat', () => {
  it('is 20 % by default, the rate of both stores', () => {
    expect(VAT_RATE_BASIS_POINTS).toBe(2000);
    expect(splitVat(12_000)).toEqual({ taxFree: 10_000, vat: 2000 });
  });

  it.each([
    [3999, 3333, 666], // 3332.5 exactly: the tax-free part rounds half up
    [1999, 1666, 333],
    [2999, 2499, 500],
    [8497, 7081, 1416],
    [1, 1, 0],
    [3, 3, 0], // 2.5 → 3
    [5, 4, 1],
    [6, 5, 1],
    [0, 0, 0],
    [100_000_00, 83_333_33, 16_666_67],
  ])('%i cents → %i tax-free + %i VAT', (amount, taxFree, vat) => {
    expect(splitVat(amount)).toEqual({ taxFree, vat });
  });

  it('takes another rate in basis points', () => {
    expect(splitVat(1000, 0)).toEqual({ taxFree: 1000, vat: 0 });
    expect(splitVat(1055, 550)).toEqual({ taxFree: 1000, vat: 55 });
    expect(splitVat(3999, 1000)).toEqual({ taxFree: 3635, vat: 364 });
  });

  it('splits a negative amount (a refund) as its opposite, negated', () => {
    expect(splitVat(-3999)).toEqual({ taxFree: -3333, vat: -666 });
  });

  it('always adds back up, the tax-free part within half a cent of amount / 1.2', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (amount) => {
        const { taxFree, vat } = splitVat(amount);
        expect(Number.isInteger(taxFree) && Number.isInteger(vat)).toBe(true);
        expect(taxFree + vat).toBe(amount);
        expect(Math.abs(taxFree * 12 - amount * 10)).toBeLessThanOrEqual(6);
      }),
    );
    for (let amount = 0; amount <= 200_000; amount += 7) {
      const { taxFree, vat } = splitVat(amount);
      expect(taxFree + vat).toBe(amount);
    }
  });

  it('refuses what is not whole cents or a rate in basis points', () => {
    expect(() => splitVat(39.99)).toThrow(RangeError);
    expect(() => splitVat(Number.NaN)).toThrow(RangeError);
    expect(() => splitVat(3999, 0.2)).toThrow(RangeError);
    expect(() => splitVat(3999, -100)).toThrow(RangeError);
  });
});
