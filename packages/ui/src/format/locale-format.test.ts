import { describe, expect, it } from 'vitest';
import type { StoreLocale } from '../core/ui-context.js';
import { formatDayMonth, formatFraction, formatLongDate, formatNumber } from './locale-format.js';

const LOCALES: StoreLocale[] = ['fr-FR', 'en-GB'];
/** Values at the cent: signs, zero, thousands, millions. */
const VALUES = [
  0, 0.01, 0.1, 0.3, 1, 9.99, 12.5, 49, 100, 999.99, 1000, 1249.99, 12345.6, 1000000, 1234567.89,
  -0.01, -12.5, -1000,
];

describe('formatNumber', () => {
  it('writes whole numbers unless asked for decimals', () => {
    expect(formatNumber(1234.5, 'en-GB')).toBe('1,235');
    expect(formatNumber(1234.5, 'fr-FR')).toBe('1\u202f235');
  });
});

describe('formatNumber and formatFraction write what Intl writes', () => {
  for (const locale of LOCALES) {
    it(`numbers (${locale})`, () => {
      for (const value of [...VALUES, 4.5, 3.25, 123456789]) {
        for (const [minimumFractionDigits, maximumFractionDigits] of [
          [0, 0],
          [0, 1],
          [2, 2],
        ] as const)
          expect(
            formatNumber(value, locale, { minimumFractionDigits, maximumFractionDigits }),
          ).toBe(
            new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits }).format(
              value,
            ),
          );
      }
    });

    it(`percentages (${locale})`, () => {
      for (const fraction of [0, 0.05, 0.125, 0.3, 0.9999, 1, 12.5, -0.3])
        for (const fractionDigits of [0, 2])
          expect(formatFraction(fraction, locale, fractionDigits)).toBe(
            new Intl.NumberFormat(locale, {
              style: 'percent',
              minimumFractionDigits: fractionDigits,
              maximumFractionDigits: fractionDigits,
            }).format(fraction),
          );
    });

    it(`dates, read in UTC (${locale})`, () => {
      for (let month = 0; month < 12; month += 1)
        for (const day of [1, 9, 28]) {
          const date = new Date(Date.UTC(2026, month, day));
          expect(formatDayMonth(date, locale)).toBe(
            new Intl.DateTimeFormat(locale, {
              day: 'numeric',
              month: 'long',
              timeZone: 'UTC',
            }).format(date),
          );
          expect(formatLongDate(date, locale)).toBe(
            new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date),
          );
        }
    });
  }
});
