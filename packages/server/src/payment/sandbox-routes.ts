import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../http/http-error.js';
import type { StoreRouteOptions } from '../http/route.js';
import { checkCard, type CardForm } from './card-checks.js';
import { toCents } from '../money.js';
import { instalmentPlan } from './instalments.js';
import {
  readProviderPayment,
  settlePayment,
  type PaymentStatus,
  type ProviderPayment,
} from './payments.js';
import { challengePage, paymentFormPage, type PaymentFormView } from './sandbox-page.js';
import { challengeUrl, hostedPaymentUrl, nextPageOf } from './sandbox-urls.js';
import { WALLET_OUTCOMES, walletPage, type WalletOutcome } from './wallet-page.js';

interface PaymentRequest {
  Params: { paymentId: string };
  Body: unknown;
}

const HTML = 'text/html; charset=utf-8';
const hidden = { config: { public: true }, schema: { hide: true } };

/** A text field of the posted form, '' when absent; bounded, as a form post is untrusted. */
const formField = (body: unknown, name: string): string => {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : '';
  return typeof value === 'string' ? value.slice(0, 64) : '';
};

const WALLET_STATUS: Record<WalletOutcome, PaymentStatus> = {
  approve: 'authorised',
  decline: 'declined',
  cancel: 'cancelled',
};

/**
 * The sandbox providers' pages, as the real ones would be, at one address per payment: a card is
 * typed there (the store never sees it) and 3-D Secure may ask for a confirmation; PayPal, Apple
 * Pay and Oney are approved, refused or cancelled there. Then the browser returns to the store.
 * Their own scope parses form posts; the API keeps taking JSON only.
 */
export async function registerPaymentSandbox(
  app: FastifyInstance,
  { db, store }: StoreRouteOptions,
): Promise<void> {
  await app.register(async (sandbox) => {
    await sandbox.register(fastifyFormbody, { bodyLimit: 4096 });

    const load = async (paymentId: string): Promise<ProviderPayment> => {
      const payment = await readProviderPayment(db, store, paymentId);
      if (!payment) throw notFound('payment.not_found');
      return payment;
    };
    /** Unless the payment is in `status`, the browser goes where its status leads. */
    const redirectUnless = (
      payment: ProviderPayment,
      status: PaymentStatus,
      reply: FastifyReply,
    ) => (payment.status === status ? null : reply.redirect(nextPageOf(store, payment), 303));
    const settle = async (
      payment: ProviderPayment,
      from: PaymentStatus,
      to: PaymentStatus,
      reply: FastifyReply,
      cardLast4?: string,
    ) => {
      await settlePayment(db, store, payment, from, to, cardLast4);
      // Re-read: a concurrent submission may have settled it first.
      return reply.redirect(nextPageOf(store, await load(payment.id)), 303);
    };
    const formPage = (
      payment: ProviderPayment,
      typed: Pick<PaymentFormView, 'values' | 'errors'> = {},
    ) =>
      paymentFormPage({
        store,
        action: hostedPaymentUrl(store, payment.id),
        orderNumber: payment.orderNumber,
        amount: payment.amount,
        ...typed,
      });
    /** The page of a pending payment: the card form, or the wallet's approval. */
    const providerPage = (payment: ProviderPayment) =>
      payment.method === 'card' || payment.method === 'personalAccount'
        ? formPage(payment)
        : walletPage({
            store,
            method: payment.method,
            action: hostedPaymentUrl(store, payment.id),
            orderNumber: payment.orderNumber,
            amount: payment.amount,
            plan:
              payment.instalments === 3 || payment.instalments === 4
                ? instalmentPlan(toCents(payment.amount), payment.instalments, payment.createdAt)
                : null,
          });
    const challenge = (payment: ProviderPayment) =>
      challengePage(store, challengeUrl(store, payment.id), payment.amount);

    sandbox.get<PaymentRequest>('/sandbox-pay/:paymentId', hidden, async (request, reply) => {
      const payment = await load(request.params.paymentId);
      return (
        redirectUnless(payment, 'pending', reply) ?? reply.type(HTML).send(providerPage(payment))
      );
    });

    sandbox.post<PaymentRequest>('/sandbox-pay/:paymentId', hidden, async (request, reply) => {
      const payment = await load(request.params.paymentId);
      const pending = redirectUnless(payment, 'pending', reply);
      if (pending) return pending;
      if (payment.method !== 'card') {
        const outcome = WALLET_OUTCOMES.find(
          (known) => known === formField(request.body, 'outcome'),
        );
        if (!outcome) return reply.status(400).type(HTML).send(providerPage(payment));
        return settle(payment, 'pending', WALLET_STATUS[outcome], reply);
      }
      const form: CardForm = {
        cardNumber: formField(request.body, 'cardNumber'),
        expiry: formField(request.body, 'expiry'),
        cvc: formField(request.body, 'cvc'),
      };
      const check = checkCard(form);
      if (!check.ok)
        return reply
          .status(400)
          .type(HTML)
          .send(formPage(payment, { values: form, errors: check.errors }));
      return settle(payment, 'pending', check.outcome, reply, check.last4);
    });

    sandbox.get<PaymentRequest>('/sandbox-pay/:paymentId/3ds', hidden, async (request, reply) => {
      const payment = await load(request.params.paymentId);
      return (
        redirectUnless(payment, 'challenge', reply) ?? reply.type(HTML).send(challenge(payment))
      );
    });

    sandbox.post<PaymentRequest>('/sandbox-pay/:paymentId/3ds', hidden, async (request, reply) => {
      const payment = await load(request.params.paymentId);
      const waiting = redirectUnless(payment, 'challenge', reply);
      if (waiting) return waiting;
      const outcome = formField(request.body, 'outcome');
      if (outcome !== 'approve' && outcome !== 'fail')
        return reply.status(400).type(HTML).send(challenge(payment));
      return settle(payment, 'challenge', outcome === 'approve' ? 'authorised' : 'declined', reply);
    });
  });
}
