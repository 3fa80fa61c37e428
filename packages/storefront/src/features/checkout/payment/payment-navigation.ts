import type { ErrorCode } from '@vitrine/api-client';
import { checkoutPaths } from '../../../config/paths.js';

/**
 * The payment provider's page the whole window goes to (the sandbox's hosted card page is on this
 * site: '/fr/sandbox-pay/…'), resolved against the page's address. Only a web address is
 * followed: anything else (a `javascript:` URL…) is refused, whoever answered it.
 */
export function providerPageUrl(redirectUrl: string, pageUrl: string): string | null {
  try {
    const url = new URL(redirectUrl, pageUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The confirmation page of an order, in the store (router path). */
export const confirmationPath = (orderNumber: string): string =>
  `${checkoutPaths.confirmation}?${new URLSearchParams({ order: orderNumber }).toString()}`;

/** Why a provider's page sent the shopper back unpaid: it refused, or the shopper cancelled. */
export type PaymentReturn = 'declined' | 'cancelled';

/** The query a provider's page returns with unpaid (decision 007: `paymentError=…`). */
export function paymentReturn(search: URLSearchParams): PaymentReturn | null {
  const why = search.get('paymentError');
  return why === 'declined' || why === 'cancelled' ? why : null;
}

/** Where the payment page sends the shopper when the server will not show the step. */
export type StepExit = 'basket' | 'shipping' | 'login';

/**
 * Why the server will not show the payment step to this shopper as things are: signed out, or no
 * delivery that holds for the cart as it is (none confirmed, its address or point gone, an empty
 * cart). Other failures are shown on the page, which may be tried again.
 */
const STEP_REFUSALS = [
  'auth.required',
  'cart.empty',
  'delivery.not_validated',
  'delivery.selection_failed',
] as const satisfies readonly ErrorCode[];
export type StepRefusal = (typeof STEP_REFUSALS)[number];

export const isStepRefused = (code: ErrorCode | undefined): code is StepRefusal =>
  (STEP_REFUSALS as readonly (ErrorCode | undefined)[]).includes(code);

/**
 * Why the server will not show the step, from its failure: the code it answered, else (a GET's
 * failure carries its status only, spec 7) the status — 401 signed out, 409 no delivery that holds
 * for the cart (the basket's count then tells an empty cart apart). Null: a failure to show.
 */
export function stepRefusal(
  failure: { status: number; code?: ErrorCode } | undefined,
): StepRefusal | null {
  if (!failure) return null;
  if (failure.code !== undefined) return isStepRefused(failure.code) ? failure.code : null;
  if (failure.status === 401) return 'auth.required';
  if (failure.status === 409) return 'delivery.not_validated';
  return null;
}

/**
 * The way out of a refused payment step: to the login when the session ended, else back to the
 * delivery step, or to the basket when it is empty.
 */
export const refusedStepExit = (refusal: StepRefusal, basketItemCount: number): StepExit => {
  if (refusal === 'auth.required') return 'login';
  return basketItemCount === 0 ? 'basket' : 'shipping';
};

/**
 * An order/validate failure that placed nothing: the server refused the payment (4xx), so the
 * attempt is over. Without an answer (network, 5xx) the order may exist: the attempt goes on,
 * and the next submit asks with the same key.
 */
export const placedNothing = (status: number): boolean => status >= 400 && status < 500;
