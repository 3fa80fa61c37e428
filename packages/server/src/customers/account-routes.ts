import {
  apiRoutes,
  type AddressKey,
  type CustomerChangeResponse,
  type NewsletterSubscription,
  type PersonalInformationUpdate,
  type SubscriptionsUpdate,
} from '@vitrine/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { formSchemas, validateForm } from '../http/form-validation.js';
import { HttpError } from '../http/http-error.js';
import { registerRoute, type RouteContext, type StoreRouteOptions } from '../http/route.js';
import {
  DETAILS_SAVED,
  NEWSLETTER_SUBSCRIBED,
  SECONDARY_ADDRESS_REMOVED,
} from './customer-messages.js';
import { deliverToMainAddress } from '../delivery/delivery-address.js';
import {
  deleteAddress,
  endSessions,
  readCustomer,
  saveAddress,
  unlessEmailTaken,
  updateCustomer,
} from './customer-store.js';
import { fromBirthDate, readSessionCustomer, readSignedInCustomer } from './customer-view.js';
import { subscribeToNewsletter } from './newsletter.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { limitRequest, type GuardedRequest } from './request-guards.js';

const routes = apiRoutes.customer;
type UpdateContext = RouteContext<typeof routes.update>;
/** Both address routes take the same form. */
type AddressFormContext = Pick<
  RouteContext<typeof routes.saveMainAddress>,
  'db' | 'store' | 'body' | 'session' | 'services'
>;

/** What a change answers: the spec's success message and the customer as now saved. */
const changed = async (db: Db, customerId: number): Promise<CustomerChangeResponse> => ({
  message: DETAILS_SAVED,
  customer: await readSignedInCustomer(db, customerId),
});

/**
 * Changing the password or the e-mail takes the current password (400 on `password` if wrong).
 * Guesses count against the account's login budget: only someone already in the session can
 * make them (a stolen session), so past it they are refused outright.
 */
async function requireCurrentPassword(
  context: GuardedRequest,
  customerId: number,
  password: string,
) {
  const { email, passwordHash } = await readCustomer(context.db, customerId);
  await limitRequest(context, 'login', email);
  if (!(await verifyPassword(password, passwordHash)))
    throw new HttpError(400, 'auth.wrong_current_password', {
      fields: { password: 'auth.wrong_current_password' },
    });
}

async function updatePersonalInformation(
  { db, store, session, services }: UpdateContext,
  body: PersonalInformationUpdate,
) {
  const customerId = await session.customerId();
  await validateForm(formSchemas(store, services).personalInformation, body);
  await updateCustomer(db, customerId, {
    civility: body.civility,
    firstName: body.firstName,
    lastName: body.lastName,
    birthDate: fromBirthDate(body.birthDate),
    cellPhone: body.cellPhone,
    landline: body.landline,
    smsOption: body.smsOption,
  });
  return changed(db, customerId);
}

/** The account's marketing preferences page. */
async function updateSubscriptions(
  { db, store, session, services }: UpdateContext,
  body: SubscriptionsUpdate,
) {
  const customerId = await session.customerId();
  await validateForm(
    formSchemas(store, services).newsletter.pick([
      'mailOption',
      'partnerOption',
      'smsOption',
      'cellPhone',
    ]),
    body,
  );
  const { mailOption, partnerOption, smsOption, cellPhone } = body;
  await updateCustomer(db, customerId, { mailOption, partnerOption, smsOption, cellPhone });
  return changed(db, customerId);
}

/** The footer box or the subscriber page (spec 4): visitors and customers alike. */
async function subscribe(context: UpdateContext, body: NewsletterSubscription) {
  const { db, store, session, services } = context;
  const { email, partnerOption = false, smsOption = false, cellPhone = '' } = body;
  await limitRequest(context, 'newsletter', email);
  const subscription = { email, partnerOption, smsOption, cellPhone };
  await validateForm(formSchemas(store, services).newsletter, {
    ...subscription,
    mailOption: true,
  });
  const current = await session.current();
  await subscribeToNewsletter(
    db,
    store,
    services.publicUrl,
    subscription,
    current?.customerId ?? null,
  );
  return { message: NEWSLETTER_SUBSCRIBED, customer: await readSessionCustomer(db, current) };
}

/** A main (P) or alternative (S) address form, with the contact details edited with it. */
const addressSaver =
  (kind: AddressKey) =>
  async ({
    db,
    store,
    body,
    session,
    services,
  }: AddressFormContext): Promise<CustomerChangeResponse> => {
    const customerId = await session.customerId();
    const schemas = formSchemas(store, services);
    await validateForm(kind === 'P' ? schemas.mainAddress : schemas.secondaryAddress, body);
    if (kind === 'S' && (await readSignedInCustomer(db, customerId)).overseas === '1')
      throw new HttpError(403, 'account.no_secondary_address_overseas');
    await db.transaction(async (tx) => {
      await saveAddress(tx, customerId, kind, body);
      const { cellPhone, landline, smsOption } = body;
      await updateCustomer(tx, customerId, { cellPhone, landline, smsOption });
    });
    return changed(db, customerId);
  };

/**
 * Changes to the signed-in customer's account (spec 7.1): a visitor gets 401, except for the
 * newsletter subscription that shares `/customer/update`.
 */
export function registerAccountRoutes(app: FastifyInstance, options: StoreRouteOptions): void {
  registerRoute(app, options, routes.update, async (context) => {
    const { body } = context;
    switch (body.evt) {
      case 'personalInformation':
        return updatePersonalInformation(context, body);
      case 'subscriptions':
        return updateSubscriptions(context, body);
      case 'newsletter':
        return subscribe(context, body);
    }
  });

  registerRoute(app, options, routes.updatePassword, async (context) => {
    const { db, store, body, session, services } = context;
    const customerId = await session.customerId();
    await validateForm(formSchemas(store, services).passwordChange, body);
    await requireCurrentPassword(context, customerId, body.password);
    const passwordHash = await hashPassword(body.newPassword, services.passwordHashing);
    await updateCustomer(db, customerId, { passwordHash });
    // Whoever else was logged in with the old password is logged out.
    await endSessions(db, customerId, (await session.current())?.idHash);
    return { message: DETAILS_SAVED };
  });

  registerRoute(app, options, routes.updateEmail, async (context) => {
    const { db, store, body, session, services } = context;
    const customerId = await session.customerId();
    await validateForm(formSchemas(store, services).emailChange, body);
    await requireCurrentPassword(context, customerId, body.password);
    await unlessEmailTaken(() => updateCustomer(db, customerId, { email: body.newEmail }));
    return changed(db, customerId);
  });

  registerRoute(app, options, routes.saveMainAddress, addressSaver('P'));
  registerRoute(app, options, routes.saveSecondaryAddress, addressSaver('S'));

  // Idempotent: removing an address that is not there (a second click, another tab) answers the
  // customer as they are. A basket that was to be delivered there goes to the main address.
  registerRoute(app, options, routes.deleteSecondaryAddress, async ({ db, session }) => {
    const customerId = await session.customerId();
    await db.transaction(async (tx) => {
      await deleteAddress(tx, customerId, 'S');
      await deliverToMainAddress(tx, customerId, 'S');
    });
    return {
      message: SECONDARY_ADDRESS_REMOVED,
      customer: await readSignedInCustomer(db, customerId),
    };
  });
}
