import type { StoreDescriptor } from '@vitrine/api-client';
import { parsePrice } from '@vitrine/validation';

/**
 * What analytics needs to know of a store: its currency. A store of `STORES` (@vitrine/api-client)
 * is one; VAT is the stores' one rate (`splitVat` of @vitrine/validation).
 */
export type AnalyticsStore = Pick<StoreDescriptor, 'currency'>;

/** A price string or number in cents ('19.99' → 1999); null when absent ('0', '', none). */
export function cents(value: string | number | null | undefined): number | null {
  const price = parsePrice(value);
  return price === null ? null : Math.round(price * 100);
}

export const amount = (valueInCents: number): number => valueInCents / 100;
