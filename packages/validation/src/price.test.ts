import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePrice } from './index.js';

describe('parsePrice', () => {
  it.each([
    ['0', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['0.00', null],
    ['0,00', null],
    ['00', null],
    ['0.009', null], // cut to 0.00, which is no price
    ['0.01', 0.01],
    ['0.019', 0.01],
    ['12', 12],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['12.50', 12.5],
    ['12.99', 12.99],
    ['12.999', 12.99],
    ['12,999', 12.99],
    ['12.995', 12.99],
    ['19.9999999', 19.99],
    ['12.', 12],
    ['007.5', 7.5],
    ['  12.5  ', 12.5],
    ['1000000', 1000000],
  ] as const)('%j → %s', (value, expected) => {
    expect(parsePrice(value)).toBe(expected);
  });

  it.each([
    'abc',
    '12abc',
    'abc12',
    '€12',
    '12 €',
    '-12.5',
    '+12.5',
    '.5',
    ',5',
    '12.5.1',
    '12,5,1',
    '1 000',
    '1e3',
    '12.3a',
    ' ',
  ])('%j → null', (value) => {
    expect(parsePrice(value)).toBeNull();
  });

  it.each([
    [12, 12],
    [12.5, 12.5],
    [12.999, 12.99],
    [0.1 + 0.2, 0.3],
    [0, null],
    [-0, null],
    [-5, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('number %d → %s', (value, expected) => {
    expect(parsePrice(value)).toBe(expected);
  });

  it('cuts any decimal string to 2 places without rounding', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{0,5}$/),
        fc.stringMatching(/^\d{0,8}$/),
        fc.constantFrom('.', ','),
        (units, decimals, separator) => {
          const value = decimals === '' ? units : `${units}${separator}${decimals}`;
          const cut = Number(`${units}.${decimals.slice(0, 2)}`);
          expect(parsePrice(value)).toBe(cut);
          expect(parsePrice(value)).toBeLessThanOrEqual(Number(`${units}.${decimals}`));
        },
      ),
    );
  });

  it('gives null for any zero amount, however many zeros', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0{1,5}([.,]0{0,5})?$/), (value) => {
        expect(parsePrice(value)).toBeNull();
      }),
    );
  });

  it('returns null or a positive number with at most 2 decimals, for any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^\d{1,4}[.,]\d{0,5}$/), fc.double()),
        (value) => {
          const price = parsePrice(value);
          if (price !== null) {
            expect(price).toBeGreaterThan(0);
            expect(Math.abs(price * 100 - Math.round(price * 100))).toBeLessThan(1e-6);
          }
        },
      ),
    );
  });
});
