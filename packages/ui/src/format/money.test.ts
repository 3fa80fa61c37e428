import { describe, expect, it } from 'vitest';
import { discountPercent, formatDiscount, formatMoney, formatPercent } from './money.js';

// Intl separates French thousands and the euro sign with (narrow) no-break spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows whole amounts without decimals and others with two (fr-FR)', () => {
    expect(plain(formatMoney(49, 'fr-FR', 'EUR'))).toBe('49 €');
    expect(plain(formatMoney(49.9, 'fr-FR', 'EUR'))).toBe('49,90 €');
    expect(plain(formatMoney(1249.99, 'fr-FR', 'EUR'))).toBe('1 249,99 €');
  });

  it('formats pounds the British way', () => {
    expect(formatMoney(35, 'en-GB', 'GBP')).toBe('£35');
    expect(formatMoney(1000.5, 'en-GB', 'GBP')).toBe('£1,000.50');
  });

  it('rounds to the cent before choosing decimals', () => {
    expect(plain(formatMoney(19.999, 'fr-FR', 'EUR'))).toBe('20 €');
    expect(plain(formatMoney(0.1 + 0.2, 'fr-FR', 'EUR'))).toBe('0,30 €');
  });
});

describe('percentages', () => {
  it('shows whole percentages without decimals and fractional ones with two', () => {
    expect(plain(formatPercent(30, 'fr-FR'))).toBe('30 %');
    expect(plain(formatPercent(12.5, 'fr-FR'))).toBe('12,50 %');
    expect(formatPercent(12.5, 'en-GB')).toBe('12.50%');
  });

  it('shows a discount with a minus sign', () => {
    expect(plain(formatDiscount(30, 'fr-FR'))).toBe('-30 %');
    expect(formatDiscount(-30, 'en-GB')).toBe('-30%');
  });

  it('computes the discount from the crossed-out price', () => {
    expect(discountPercent(34.99, 69.99)).toBe(50);
    expect(discountPercent(70, 100)).toBe(30);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(120, 100)).toBe(0);
  });
});
