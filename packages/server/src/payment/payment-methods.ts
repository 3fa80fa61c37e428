import type { PaymentMethod, PaymentOption } from '@vitrine/api-client/contract';
import { PAYMENT_METHODS } from '@vitrine/validation/choices';
import type { Store } from '../stores.js';

/**
 * Methods the sandbox can take: cards (on its hosted page) and the UK personal account. PayPal,
 * Apple Pay and Oney need their providers' own sandboxes: listed, shown disabled (spec 2.5).
 */
const SANDBOX_METHODS: ReadonlySet<PaymentMethod> = new Set(['card', 'personalAccount']);

/** This store's methods in display order; the personal account only for a customer who has one. */
export function paymentOptions(store: Store, hasPersonalAccount: boolean): PaymentOption[] {
  return PAYMENT_METHODS[store.locale].map((paymentMethod) => ({
    paymentMethod,
    available:
      SANDBOX_METHODS.has(paymentMethod) &&
      (paymentMethod !== 'personalAccount' || hasPersonalAccount),
  }));
}
