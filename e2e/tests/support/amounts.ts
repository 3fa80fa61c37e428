import { formatMoney } from '@vitrine/validation';
import type { StoreFixture } from './stores.js';

/*
 * Amounts as the journeys compare them: in cents, read from the API's decimal strings or from
 * what the page shows in the store's format.
 */

/** An API amount ('29.99') in cents. */
export const toCents = (amount: string) => Math.round(Number(amount) * 100);

/** An amount as the store shows it: the store's one money rule (whole amounts without decimals). */
export const money = (store: StoreFixture, cents: number): string =>
  formatMoney(cents / 100, store.locale, store.currency);

/** A displayed amount back in cents: '1 234,50 €' → 123450, '-£3.40' → -340. */
export function displayedCents(store: StoreFixture, text: string): number {
  const sign = /^[-−]/.test(text.trim()) ? -1 : 1;
  const digits = text.replace(/[^\d,.]/g, '');
  const decimal =
    store.locale === 'fr-FR'
      ? digits.replace(/\./g, '').replace(',', '.')
      : digits.replace(/,/g, '');
  return sign * Math.round(Number(decimal) * 100);
}
