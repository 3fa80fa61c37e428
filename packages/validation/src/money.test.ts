import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, type Currency, type StoreLocale } from './index.js';

const NNBSP = '\u202f'; // narrow no-break space: French thousands
const NBSP = '\u00a0'; // no-break space: before the French currency sign

describe('formatMoney', () => {
  it.each([
    [49, `49${NBSP}€`],
    [49.9, `49,90${NBSP}€`],
    [49.99, `49,99${NBSP}€`],
    [0, `0${NBSP}€`],
    [0.01, `0,01${NBSP}€`],
    [1000, `1${NNBSP}000${NBSP}€`],
    [1249.99, `1${NNBSP}249,99${NBSP}€`],
    [1234567.8, `1${NNBSP}234${NNBSP}567,80${NBSP}€`],
    [-3.4, `-3,40${NBSP}€`],
    [-12, `-12${NBSP}€`],
  ])('fr-FR, EUR: %d → %j', (amount, written) => {
    expect(formatMoney(amount, 'fr-FR', 'EUR')).toBe(written);
  });

  it.each([
    [35, '£35'],
    [35.5, '£35.50'],
    [0, '£0'],
    [0.01, '£0.01'],
    [1000, '£1,000'],
    [1000.5, '£1,000.50'],
    [1234567.89, '£1,234,567.89'],
    [-3.4, '-£3.40'],
  ])('en-GB, GBP: %d → %j', (amount, written) => {
    expect(formatMoney(amount, 'en-GB', 'GBP')).toBe(written);
  });

  it('writes the other currency as each locale does', () => {
    expect(formatMoney(12.5, 'fr-FR', 'GBP')).toBe(`12,50${NBSP}£GB`);
    expect(formatMoney(12.5, 'en-GB', 'EUR')).toBe('€12.50');
  });

  it('rounds to the cent before choosing decimals', () => {
    expect(formatMoney(19.999, 'fr-FR', 'EUR')).toBe(`20${NBSP}€`);
    expect(formatMoney(0.1 + 0.2, 'fr-FR', 'EUR')).toBe(`0,30${NBSP}€`);
    expect(formatMoney(29.995, 'en-GB', 'GBP')).toBe('£30');
    expect(formatMoney(2999 / 100, 'en-GB', 'GBP')).toBe('£29.99');
    // As Intl does, a negative amount that rounds to nothing keeps its sign.
    expect(formatMoney(-0.001, 'en-GB', 'GBP')).toBe('-£0');
  });

  const intl = (amount: number, locale: StoreLocale, currency: Currency) => {
    const cents = Math.round(amount * 100);
    const digits = cents % 100 === 0 ? 0 : 2;
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(cents / 100);
  };

  it('writes what Intl writes, character for character, for any amount to the cent', () => {
    const locales: StoreLocale[] = ['fr-FR', 'en-GB'];
    const currencies: Currency[] = ['EUR', 'GBP'];
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000_000_00, max: 100_000_000_00 }),
        fc.constantFrom(...locales),
        fc.constantFrom(...currencies),
        (cents, locale, currency) => {
          expect(formatMoney(cents / 100, locale, currency)).toBe(
            intl(cents / 100, locale, currency),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
