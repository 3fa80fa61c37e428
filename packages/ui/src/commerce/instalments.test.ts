import { describe, expect, it } from 'vitest';
import {
  INSTALMENTS_COUNT,
  INSTALMENTS_MIN_AMOUNT,
  isInstalmentsEligible,
  splitInstalments,
} from './instalments.js';

const cents = (amounts: number[]) =>
  amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

describe('instalments', () => {
  it('are 3 payments from 100', () => {
    expect(INSTALMENTS_COUNT).toBe(3);
    expect(INSTALMENTS_MIN_AMOUNT).toBe(100);
  });

  it('are offered from 100 included', () => {
    expect(isInstalmentsEligible(99.99)).toBe(false);
    expect(isInstalmentsEligible(100)).toBe(true);
    expect(isInstalmentsEligible(249.9)).toBe(true);
    expect(isInstalmentsEligible(Number.NaN)).toBe(false);
    expect(isInstalmentsEligible(60, 50)).toBe(true);
  });

  it('split evenly when the amount allows', () => {
    expect(splitInstalments(99.99)).toEqual([33.33, 33.33, 33.33]);
    expect(splitInstalments(150)).toEqual([50, 50, 50]);
  });

  it('give the leftover cents to the first payment', () => {
    expect(splitInstalments(100)).toEqual([33.34, 33.33, 33.33]);
    expect(splitInstalments(100.01)).toEqual([33.35, 33.33, 33.33]);
    expect(splitInstalments(129.99, 4)).toEqual([32.52, 32.49, 32.49, 32.49]);
  });

  it('always add up exactly to the amount', () => {
    for (let amount = 100; amount < 400; amount += 0.37) {
      const rounded = Math.round(amount * 100) / 100;
      const payments = splitInstalments(rounded);
      expect(payments).toHaveLength(3);
      expect(cents(payments)).toBe(Math.round(rounded * 100));
      const [first = 0, ...rest] = payments;
      for (const payment of rest) {
        expect(payment).toBe(rest[0]);
        expect(first - payment).toBeGreaterThanOrEqual(0);
        expect(first - payment).toBeLessThan(0.03);
      }
    }
  });

  it('refuse a count that is not a positive integer', () => {
    expect(() => splitInstalments(100, 0)).toThrow(RangeError);
    expect(() => splitInstalments(100, 2.5)).toThrow(RangeError);
  });
});
