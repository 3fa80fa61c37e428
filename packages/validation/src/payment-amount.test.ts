import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_AMOUNT_MAX, isPaymentAmount } from './index.js';

describe('isPaymentAmount', () => {
  it('caps amounts at 1000 pounds', () => {
    expect(PAYMENT_AMOUNT_MAX).toBe(1000);
  });

  it.each([
    [0, false],
    [-0, false],
    [Number.MIN_VALUE, true],
    [0.01, true],
    [1, true],
    [999.99, true],
    [1000, true],
    [1000.01, false],
    [1001, false],
    [-0.01, false],
    [-1000, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [Number.NEGATIVE_INFINITY, false],
  ])('%d → %s', (amount, expected) => {
    expect(isPaymentAmount(amount)).toBe(expected);
  });

  it('accepts every amount above 0 and up to 1000', () => {
    fc.assert(
      fc.property(
        fc.double({ min: Number.MIN_VALUE, max: PAYMENT_AMOUNT_MAX, noNaN: true }),
        (amount) => {
          expect(isPaymentAmount(amount)).toBe(true);
        },
      ),
    );
  });

  it('rejects every amount of 0 or less, or above 1000', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ max: 0, noNaN: true }),
          fc.double({ min: PAYMENT_AMOUNT_MAX, minExcluded: true, noNaN: true }),
        ),
        (amount) => {
          expect(isPaymentAmount(amount)).toBe(false);
        },
      ),
    );
  });
});
