import { apiRoutes } from '@vitrine/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { CACHE, registerRoute, type StoreRouteOptions } from '../http/route.js';
import { LOGIN_REQUIRED, type SessionAccess } from '../http/session.js';
import { generateColissimoToken } from './colissimo-token.js';
import { chooseDelivery, readDelivery, type CustomerSession } from './delivery-service.js';
import { searchRelayPoints } from './relay-points.js';

const routes = apiRoutes.checkout;

/** The signed-in customer's session; a visitor gets 401 (the shipping step needs an account). */
async function customerSession(session: SessionAccess): Promise<CustomerSession> {
  const current = await session.current();
  if (current?.customerId == null) throw new HttpError(401, LOGIN_REQUIRED);
  return { idHash: current.idHash, customerId: current.customerId };
}

/**
 * Delivery calls: methods, relay points, selection (spec 7.2). The shipping step is for signed-in
 * customers; the relay-point search is public data, the same for everyone, so it is cached.
 */
export function registerDeliveryRoutes(app: FastifyInstance, options: StoreRouteOptions): void {
  const { db, store, services } = options;

  registerRoute(app, options, routes.delivery, async ({ session }) =>
    readDelivery(db, store, await customerSession(session)),
  );
  registerRoute(app, options, routes.deliveryUpdate, async ({ body, session }) =>
    chooseDelivery(db, store, services, await customerSession(session), body, false),
  );
  registerRoute(app, options, routes.deliveryValidate, async ({ body, session }) =>
    chooseDelivery(db, store, services, await customerSession(session), body, true),
  );
  registerRoute(
    app,
    options,
    routes.relayPoints,
    async ({ query }) => ({
      relayPoints: await searchRelayPoints(db, store.segment, query.postcode, query.method),
    }),
    CACHE.catalogue,
  );
  registerRoute(app, options, routes.colissimoToken, async ({ session }) =>
    generateColissimoToken(store.segment, (await customerSession(session)).customerId),
  );
}
