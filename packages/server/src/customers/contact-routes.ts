import { apiRoutes, type StoreSegment } from '@vitrine/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { contactMessages } from '../db/schema.js';
import { formSchemas, validateForm } from '../http/form-validation.js';
import { registerRoute, type StoreRouteOptions } from '../http/route.js';
import { sendMail } from '../mail/outbox.js';
import { mailTexts, type ContactMessage } from './customer-mail.js';
import { CONTACT_MESSAGE_SENT } from './customer-messages.js';
import { readCustomer } from './customer-store.js';
import { limitRequest, requireBotChallengePassed } from './request-guards.js';

/** Where each store's contact messages are mailed. */
export const CUSTOMER_SERVICE_EMAILS: Record<StoreSegment, string> = {
  fr: 'service-client@vitrine.fr',
  uk: 'customer-service@vitrine.co.uk',
};

/** Contact form (spec 7.3): kept in contact_messages and mailed to customer service. */
export function registerContactRoutes(app: FastifyInstance, options: StoreRouteOptions): void {
  registerRoute(app, options, apiRoutes.contact.submit, async (context) => {
    const { db, store, body, session, services } = context;
    await limitRequest(context, 'contact', body.email);
    await requireBotChallengePassed(context, 'captcha', body.turnstileToken);
    await validateForm(formSchemas(store, services).contact, body);
    const customerId = (await session.current())?.customerId ?? null;
    const message: ContactMessage = {
      civility: body.civility,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email.toLowerCase(),
      country: body.country,
      subject: body.subject,
      message: body.message,
      orderNumber: body.orderNumber ?? '',
      customerNumber:
        customerId === null ? null : (await readCustomer(db, customerId)).customerNumber,
    };
    await db.transaction(async (tx) => {
      await tx.insert(contactMessages).values({ store: store.segment, customerId, message });
      await sendMail(tx, {
        store: store.segment,
        recipient: CUSTOMER_SERVICE_EMAILS[store.segment],
        kind: 'contact',
        ...mailTexts(store).contact(message),
      });
    });
    return { message: CONTACT_MESSAGE_SENT };
  });
}
