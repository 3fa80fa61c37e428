import { apiRoutes } from '@vitrine/api-client/contract';
import { VALIDATION_MESSAGES } from '@vitrine/validation/forms';
import type { FastifyInstance } from 'fastify';
import { formSchemas, INVALID_FORM, validateForm } from '../http/form-validation.js';
import { HttpError } from '../http/http-error.js';
import { registerRoute, type StoreRouteOptions } from '../http/route.js';
import { fromCents, toCents } from '../money.js';
import type { Store } from '../stores.js';
import { createPayment } from './payments.js';
import { readPersonalAccount } from './personal-account.js';
import { hostedPaymentUrl } from './sandbox-urls.js';

/** Spec 2.1 and 6: the personal account is the UK store's; the fr store has none to show. */
export const NOT_IN_THIS_STORE = 'The personal account is only offered in the UK store.';

/** A customer of the UK store without a personal account. */
export const NO_PERSONAL_ACCOUNT = 'You do not have a personal account.';

/** Decision 014: a payment is at most what is owed (the app translates the field's key). */
export const AMOUNT_OVER_BALANCE = 'You cannot pay more than you owe.';
export const AMOUNT_OVER_BALANCE_KEY = 'PERSONAL_ACCOUNT_AMOUNT_OVER_BALANCE';

const routes = apiRoutes.customer;

function refuseOutsideTheUk(store: Store): void {
  if (store.segment !== 'uk') throw new HttpError(404, NOT_IN_THIS_STORE);
}

/**
 * The amount in whole pence, at least one, or a 400 on the amount field (the forms' own message
 * key): a tiny amount such as 1e-300 rounds to 0 pence and must not make a payment of nothing.
 */
function amountInPence(amount: number): number {
  const pence = Math.round(amount * 100);
  if (pence < 1 || Math.abs(pence - amount * 100) > 1e-6)
    throw new HttpError(400, INVALID_FORM, { amount: VALIDATION_MESSAGES.amountInvalid });
  return pence;
}

/**
 * The UK personal account (decision 014): the account page's data, and a card payment into it
 * through the sandbox provider's hosted page, the same as an order's card payment. Signed-in
 * customers only (401 before the body is read); the fr store answers 404.
 */
export function registerPersonalAccountRoutes(
  app: FastifyInstance,
  options: StoreRouteOptions,
): void {
  registerRoute(app, options, routes.personalAccount, async ({ db, store, session }) => {
    refuseOutsideTheUk(store);
    const account = await readPersonalAccount(db, store, await session.customerId());
    if (!account) throw new HttpError(404, NO_PERSONAL_ACCOUNT);
    return account;
  });

  registerRoute(
    app,
    options,
    routes.personalAccountPay,
    async ({ db, store, services, session, body }) => {
      refuseOutsideTheUk(store);
      const customerId = await session.customerId();
      await validateForm(formSchemas(store, services).personalAccountPayment, body);
      const pence = amountInPence(body.amount);
      const account = await readPersonalAccount(db, store, customerId);
      if (!account) throw new HttpError(404, NO_PERSONAL_ACCOUNT);
      if (pence > toCents(account.paymentMax))
        throw new HttpError(400, AMOUNT_OVER_BALANCE, { amount: AMOUNT_OVER_BALANCE_KEY });
      const paymentId = await createPayment(db, {
        personalAccountId: customerId,
        method: 'card',
        amount: fromCents(pence),
        status: 'pending',
      });
      return { redirectUrl: hostedPaymentUrl(store, paymentId) };
    },
  );
}
