import { formatMoney } from '@vitrine/validation';
import { toCents } from '../money.js';
import type { Store } from '../stores.js';

/**
 * An amount ('29.99') for people in mail, invoices and the payment page, as the shop shows it
 * (formatMoney of @vitrine/validation): '29,99 €', '£29.99', whole amounts without decimals
 * ('30 €', '£30').
 */
export const formatAmount = (store: Store, amount: string): string =>
  formatMoney(toCents(amount) / 100, store.locale, store.currency);
