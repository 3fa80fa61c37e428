import { describe, expect, it } from 'vitest';
import { discountPercent, formatDiscount, formatPercent } from './money.js';

// Intl separates French numbers and the percent sign with a no-break space.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

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
