import { apiRoutes, type EmailBody } from '@vitrine/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { catalogRequests } from '../db/schema.js';
import { formSchemas, validateForm } from '../http/form-validation.js';
import { HttpError } from '../http/http-error.js';
import { registerRoute, type StoreRouteOptions } from '../http/route.js';
import { sendMail } from '../mail/outbox.js';
import type { Services } from '../services.js';
import type { Store } from '../stores.js';
import { registerAccountRoutes } from './account-routes.js';
import { mailTexts } from './customer-mail.js';
import {
  ACCOUNT_CREATED,
  CATALOG_REQUEST_SENT,
  CUSTOMER_NUMBER_SENT,
  NEWSLETTER_UNSUBSCRIBED,
  PASSWORD_RESET,
  RESET_LINK_SENT,
} from './customer-messages.js';
import { accountOfFormEmail, findCustomerByEmail } from './customer-store.js';
import { ANONYMOUS_CUSTOMER, readSessionCustomer, readSignedInCustomer } from './customer-view.js';
import { unsubscribeFromNewsletter } from './newsletter.js';
import { resetPassword, sendPasswordResetLink } from './password-reset.js';
import { hashPassword } from './passwords.js';
import { recordFailedLogin, waitForLoginTurn } from './login-throttle.js';
import { limitRequest, requireBotChallengePassed } from './request-guards.js';
import { octipassFor, retargetingProfile } from './retargeting.js';
import { authenticate, startCustomerSession } from './sign-in.js';
import { createAccount } from './signup.js';

const routes = apiRoutes.customer;

/** The forms' rule for a lone e-mail field (the footer box's schema): '+' refused in production. */
const validateEmail = (store: Store, services: Services, body: EmailBody) =>
  validateForm(formSchemas(store, services).newsletterBox, body);

/** The account of a recovery form's e-mail (forgotten password or number); none answers 404. */
async function accountToRecover(db: Db, store: Store, email: string) {
  const customer = await findCustomerByEmail(db, store.segment, email);
  if (!customer) throw new HttpError(404, 'account.not_found');
  return customer;
}

/**
 * Customer calls (spec 7.1): session and sign-in, signup, recovery, newsletter unsubscription,
 * catalogue request and retargeting here; account changes in account-routes.ts; the order history
 * in orders/.
 */
export function registerCustomerRoutes(app: FastifyInstance, options: StoreRouteOptions): void {
  registerAccountRoutes(app, options);

  registerRoute(app, options, routes.get, async ({ db, session, reply }) => {
    void reply.header('cache-control', 'private, no-store');
    return readSessionCustomer(db, await session.current());
  });

  registerRoute(app, options, routes.login, async (context) => {
    const { db, store, body, session, services } = context;
    const identifier = 'email' in body ? body.email : body.nClient;
    // Per IP only: a limit per identifier would let anyone lock its customer out.
    await limitRequest(context, 'login');
    await requireBotChallengePassed(context, 'botChallenge', body.turnstileToken);
    await validateForm(formSchemas(store, services).login, {
      email: identifier,
      password: body.password,
      surname: 'surname' in body ? body.surname : undefined,
    });
    await waitForLoginTurn(db, services.loginThrottle, identifier);
    const customerId = await authenticate(db, store, services.passwordHashing, body);
    if (customerId === null) {
      await recordFailedLogin(db, services.loginThrottle, identifier);
      // Worded for the identifier typed, the same whether its account exists (decision 017).
      throw new HttpError(
        401,
        'email' in body ? 'auth.invalid_login' : 'auth.invalid_customer_number_login',
      );
    }
    const cartMerged = await startCustomerSession(db, session, customerId);
    return { customer: await readSignedInCustomer(db, customerId), cartMerged };
  });

  registerRoute(app, options, routes.logout, async ({ session }) => {
    await session.logout();
    return ANONYMOUS_CUSTOMER;
  });

  registerRoute(app, options, routes.exists, async (context) => {
    const { db, store, body, services } = context;
    await limitRequest(context, 'exists', body.email);
    await validateEmail(store, services, body);
    return { exists: (await findCustomerByEmail(db, store.segment, body.email)) !== undefined };
  });

  registerRoute(app, options, routes.create, async (context) => {
    const { db, store, body, session, services } = context;
    await limitRequest(context, 'create', body.email);
    await validateForm(formSchemas(store, services).signup, body);
    const passwordHash = await hashPassword(body.password, services.passwordHashing);
    const customer = await createAccount(db, store, body, passwordHash);
    await startCustomerSession(db, session, customer.id);
    return { message: ACCOUNT_CREATED, customer: await readSignedInCustomer(db, customer.id) };
  });

  registerRoute(app, options, routes.forgotPassword, async (context) => {
    const { db, store, body, services } = context;
    await limitRequest(context, 'forgotpassword', body.email);
    await validateEmail(store, services, body);
    const customer = await accountToRecover(db, store, body.email);
    await sendPasswordResetLink(db, store, services.publicUrl, customer);
    return { message: RESET_LINK_SENT };
  });

  registerRoute(app, options, routes.resetPassword, async ({ db, store, body, services }) => {
    await validateForm(
      formSchemas(store, services).passwordChange.pick(['newPassword', 'confirmNewPassword']),
      body,
    );
    const passwordHash = await hashPassword(body.newPassword, services.passwordHashing);
    if (!(await resetPassword(db, body.token, passwordHash)))
      throw new HttpError(410, 'account.reset_link_expired');
    return { message: PASSWORD_RESET };
  });

  registerRoute(app, options, routes.forgotCustomerNumber, async (context) => {
    const { db, store, body, services } = context;
    // Forgotten credentials either way: one budget for both recovery mails.
    await limitRequest(context, 'forgotpassword', body.email);
    await validateEmail(store, services, body);
    const customer = await accountToRecover(db, store, body.email);
    await sendMail(db, {
      store: store.segment,
      recipient: customer.email,
      kind: 'customer-number',
      ...mailTexts(store).customerNumber(customer.firstName, customer.customerNumber),
    });
    return { message: CUSTOMER_NUMBER_SENT };
  });

  registerRoute(app, options, routes.unsubscribeNewsletter, async (context) => {
    const { db, store, body, services } = context;
    await limitRequest(context, 'newsletter', body.email);
    await validateEmail(store, services, body);
    await unsubscribeFromNewsletter(db, store, body.email);
    return { message: NEWSLETTER_UNSUBSCRIBED };
  });

  registerRoute(app, options, routes.requestCatalog, async (context) => {
    const { db, store, body, session, services } = context;
    // The request goes to customer service by mail, like a contact message: the same budget.
    await limitRequest(context, 'contact', body.email);
    await validateForm(formSchemas(store, services).catalogRequest, body);
    const customerId = (await session.current())?.customerId ?? null;
    await accountOfFormEmail(db, store.segment, body.email, customerId);
    const request = { ...body, email: body.email.toLowerCase() };
    await db.transaction(async (tx) => {
      await tx.insert(catalogRequests).values({ store: store.segment, customerId, request });
      await sendMail(tx, {
        store: store.segment,
        recipient: request.email,
        kind: 'catalog-request',
        ...mailTexts(store).catalogRequest(body.firstName, body),
      });
    });
    return { message: CATALOG_REQUEST_SENT };
  });

  registerRoute(app, options, routes.updateSession, async ({ db, body, session }) => {
    const { idHash } = await session.ensure();
    return { OCTIPASS: await octipassFor(db, idHash, body.retarg) };
  });

  registerRoute(app, options, routes.retargetingProfile, async ({ db, session }) =>
    retargetingProfile(db, (await session.current())?.customerId ?? null),
  );
}
