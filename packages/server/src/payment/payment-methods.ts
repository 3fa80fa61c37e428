import type { PaymentMethod, PaymentOption } from '@vitrine/api-client/contract';
import { PAYMENT_METHODS } from '@vitrine/validation/choices';
import { fromCents } from '../money.js';
import type { Store } from '../stores.js';
import { INSTALMENT_RANGE_CENTS, instalmentPlans } from './instalments.js';

/**
 * Whether this store takes the method from this customer, whatever the amount: every method of
 * the store has its sandbox provider (decision 007); the personal account only for a customer
 * who has one.
 */
export const offersMethod = (
  store: Store,
  method: PaymentMethod,
  hasPersonalAccount: boolean,
): boolean =>
  (PAYMENT_METHODS[store.locale] as readonly PaymentMethod[]).includes(method) &&
  (method !== 'personalAccount' || hasPersonalAccount);

/** Every method but the personal account is paid on its provider's page (the sandbox's). */
export const paysAtProvider = (method: string): boolean => method !== 'personalAccount';

/**
 * This store's methods in display order (spec 2.5), for an order of `totalCents`: Oney with its
 * range and its plans, unavailable outside the range.
 */
export function paymentOptions(
  store: Store,
  {
    hasPersonalAccount,
    totalCents,
    today,
  }: {
    hasPersonalAccount: boolean;
    totalCents: number;
    today: Date;
  },
): PaymentOption[] {
  return PAYMENT_METHODS[store.locale].map((paymentMethod) => {
    const available = offersMethod(store, paymentMethod, hasPersonalAccount);
    if (paymentMethod !== 'oney') return { paymentMethod, available };
    const plans = instalmentPlans(totalCents, today);
    return {
      paymentMethod,
      available: available && plans.length > 0,
      instalments: {
        min: fromCents(INSTALMENT_RANGE_CENTS.min),
        max: fromCents(INSTALMENT_RANGE_CENTS.max),
        plans,
      },
    };
  });
}
