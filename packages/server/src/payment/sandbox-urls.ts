import type { Store } from '../stores.js';
import type { PaymentStatus } from './payments.js';

// Site-relative addresses: the hosted page is served by this server, under the store's segment.

export const hostedPaymentUrl = (store: Store, paymentId: string): string =>
  `/${store.segment}/sandbox-pay/${paymentId}`;

export const challengeUrl = (store: Store, paymentId: string): string =>
  `${hostedPaymentUrl(store, paymentId)}/3ds`;

/** The store's order confirmation page (spec 2.1). */
const confirmationUrl = (store: Store, orderNumber: string): string =>
  `/${store.segment}/checkout/confirmation?order=${orderNumber}`;

/**
 * Back to the store's payment page, flagged so that the app says why: the payment-not-validated
 * message when the provider refused, a plain notice when the shopper cancelled.
 */
const paymentNotMadeUrl = (
  store: Store,
  orderNumber: string,
  why: 'declined' | 'cancelled',
): string => `/${store.segment}/checkout/payment?order=${orderNumber}&paymentError=${why}`;

/** The UK personal account page (spec 2.1), after a repayment: paid or declined. */
const personalAccountPageUrl = (store: Store, outcome: 'paid' | 'declined'): string =>
  `/${store.segment}/customer/account/my-personal-account?${
    outcome === 'paid' ? 'payment=paid' : 'paymentError=declined'
  }`;

/** Where the shopper's browser goes for a payment in this status. */
export function nextPageOf(
  store: Store,
  payment: {
    id: string;
    status: PaymentStatus;
    orderNumber: string;
    personalAccountId?: number | null;
  },
): string {
  const repayment = payment.personalAccountId != null;
  switch (payment.status) {
    case 'pending':
      return hostedPaymentUrl(store, payment.id);
    case 'challenge':
      return challengeUrl(store, payment.id);
    case 'authorised':
      return repayment
        ? personalAccountPageUrl(store, 'paid')
        : confirmationUrl(store, payment.orderNumber);
    case 'declined':
    case 'cancelled':
      return repayment
        ? personalAccountPageUrl(store, 'declined')
        : paymentNotMadeUrl(store, payment.orderNumber, payment.status);
  }
}
