import { formatMoney } from '@vitrine/validation';
import { STORES } from '../stores.js';
import type { StoreCode } from './vocabulary.js';

/**
 * The basket from which each store's default code (BIENVENUE, WELCOME) waives the parcel fee: the
 * code's label, the banners and the delivery page all say this one amount.
 */
export const FREE_DELIVERY_FROM: Record<StoreCode, number> = { fr: 49, uk: 40 };

/** The threshold as the shop writes it: '49 €', '£40'. */
export const freeDeliveryFrom = (store: StoreCode): string =>
  formatMoney(FREE_DELIVERY_FROM[store], STORES[store].locale, STORES[store].currency);
