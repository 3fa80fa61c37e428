import { toCents } from '../money.js';
import type { Store } from '../stores.js';

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount ('29.99') for people, in the store's currency and locale: '29,99 €', '£29.99'. */
export function formatAmount(store: Store, amount: string): string {
  let formatter = formatters.get(store.locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(store.locale, {
      style: 'currency',
      currency: store.currency,
    });
    formatters.set(store.locale, formatter);
  }
  return formatter.format(toCents(amount) / 100);
}
