import { apiRoutes } from '@vitrine/api-client/contract';
import { VALIDATION_MESSAGES } from '@vitrine/validation/forms';
import type { FastifyInstance } from 'fastify';
import { formSchemas, validateForm } from '../http/form-validation.js';
import { HttpError } from '../http/http-error.js';
import { registerRoute, type StoreRouteOptions } from '../http/route.js';
import { fromCents, toCents } from '../money.js';
import type { Store } from '../stores.js';
import { createPayment } from './payments.js';
import { readPersonalAccount } from './personal-account.js';
import { hostedPaymentUrl } from './sandbox-urls.js';

const routes = apiRoutes.customer;

function refuseOutsideTheUk(store: Store): void {
  if (store.segment !== 'uk') throw new HttpError(404, 'personal_account.not_in_store');
}

/**
 * The amount in whole pence, at least one, or a 400 on the amount field (the forms' own message
 * key): a tiny amount such as 1e-300 rounds to 0 pence and must not make a payment of nothing.
 */
function amountInPence(amount: number): number {
  const pence = Math.round(amount * 100);
  if (pence < 1 || Math.abs(pence - amount * 100) > 1e-6)
    throw new HttpError(400, 'form.invalid', {
      fields: { amount: VALIDATION_MESSAGES.amountInvalid },
    });
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
    if (!account) throw new HttpError(404, 'personal_account.none');
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
      if (!account) throw new HttpError(404, 'personal_account.none');
      if (pence > toCents(account.paymentMax))
        throw new HttpError(400, 'personal_account.amount_over_balance', {
          fields: { amount: 'personal_account.amount_over_balance' },
        });
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
