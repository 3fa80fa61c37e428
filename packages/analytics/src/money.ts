import { parsePrice } from '@vitrine/validation';

/**
 * What analytics needs to know of a store: its currency. VAT is the stores' one rate
 * (`splitVat` of @vitrine/validation).
 */
export interface AnalyticsStore {
  currency: 'EUR' | 'GBP';
}

export const STORES_ANALYTICS: Record<'fr' | 'uk', AnalyticsStore> = {
  fr: { currency: 'EUR' },
  uk: { currency: 'GBP' },
};

/** A price string or number in cents ('19.99' → 1999); null when absent ('0', '', none). */
export function cents(value: string | number | null | undefined): number | null {
  const price = parsePrice(value);
  return price === null ? null : Math.round(price * 100);
}

export const amount = (valueInCents: number): number => valueInCents / 100;
