import { parsePrice } from '@vitrine/validation';

/** What analytics needs to know of a store: its currency and VAT rate (0.2 for 20 %). */
export interface AnalyticsStore {
  currency: 'EUR' | 'GBP';
  vatRate: number;
}

export const STORES_ANALYTICS: Record<'fr' | 'uk', AnalyticsStore> = {
  fr: { currency: 'EUR', vatRate: 0.2 },
  uk: { currency: 'GBP', vatRate: 0.2 },
};

/** A price string or number in cents ('19.99' → 1999); null when absent ('0', '', none). */
export function cents(value: string | number | null | undefined): number | null {
  const price = parsePrice(value);
  return price === null ? null : Math.round(price * 100);
}

export const amount = (valueInCents: number): number => valueInCents / 100;

/**
 * Splits a tax-inclusive amount (in cents) into its tax-free part and its tax, to the cent: the
 * tax is what remains of the total once the tax-free part is rounded, so the two always add up.
 */
export function splitTax(
  inclusiveCents: number,
  vatRate: number,
): { taxFree: number; tax: number } {
  // Integers only (rate in basis points): 3999 / 1.2 in floating point is not exactly 3332.5.
  const divisor = 10_000 + Math.round(vatRate * 10_000);
  const taxFree = Math.round((inclusiveCents * 10_000) / divisor);
  return { taxFree, tax: inclusiveCents - taxFree };
}
