import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../http/http-error.js';
import type { StoreRouteOptions } from '../http/route.js';
import { checkCard, type CardForm } from './card-checks.js';
import {
  readCardPayment,
  settlePayment,
  type CardPayment,
  type PaymentStatus,
} from './payments.js';
import { challengePage, paymentFormPage, type PaymentFormView } from './sandbox-page.js';
import { challengeUrl, hostedPaymentUrl, nextPageOf } from './sandbox-urls.js';

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

/**
 * The sandbox card provider's hosted payment page, as a real provider's would be: the shopper
 * types the card there (the store never sees it), 3-D Secure may ask for a confirmation, then the
 * browser returns to the store. Its own scope parses form posts; the API keeps taking JSON only.
 */
export async function registerPaymentSandbox(
  app: FastifyInstance,
  { db, store }: StoreRouteOptions,
): Promise<void> {
  await app.register(async (sandbox) => {
    await sandbox.register(fastifyFormbody, { bodyLimit: 4096 });

    const load = async (paymentId: string): Promise<CardPayment> => {
      const payment = await readCardPayment(db, store, paymentId);
      if (!payment) throw notFound('payment.not_found');
      return payment;
    };
    /** Unless the payment is in `status`, the browser goes where its status leads. */
    const redirectUnless = (payment: CardPayment, status: PaymentStatus, reply: FastifyReply) =>
      payment.status === status ? null : reply.redirect(nextPageOf(store, payment), 303);
    const settle = async (
      payment: CardPayment,
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
      payment: CardPayment,
      typed: Pick<PaymentFormView, 'values' | 'errors'> = {},
    ) =>
      paymentFormPage({
        store,
        action: hostedPaymentUrl(store, payment.id),
        orderNumber: payment.orderNumber,
        amount: payment.amount,
        ...typed,
      });
    const challenge = (payment: CardPayment) =>
      challengePage(store, challengeUrl(store, payment.id), payment.amount);

    sandbox.get<PaymentRequest>('/sandbox-pay/:paymentId', hidden, async (request, reply) => {
      const payment = await load(request.params.paymentId);
      return redirectUnless(payment, 'pending', reply) ?? reply.type(HTML).send(formPage(payment));
    });

    sandbox.post<PaymentRequest>('/sandbox-pay/:paymentId', hidden, async (request, reply) => {
      const payment = await load(request.params.paymentId);
      const pending = redirectUnless(payment, 'pending', reply);
      if (pending) return pending;
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
