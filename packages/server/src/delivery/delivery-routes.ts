import { apiRoutes } from '@vitrine/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { CACHE, registerRoute, type StoreRouteOptions } from '../http/route.js';
import { generateColissimoToken } from './colissimo-token.js';
import { chooseDelivery, readDelivery } from './delivery-service.js';
import { searchRelayPoints } from './relay-points.js';

const routes = apiRoutes.checkout;

/**
 * Delivery calls: methods, relay points, selection (spec 7.2). The shipping step is for signed-in
 * customers; the relay-point search is public data, the same for everyone, so it is cached.
 */
export function registerDeliveryRoutes(app: FastifyInstance, options: StoreRouteOptions): void {
  const { db, store, services } = options;

  registerRoute(app, options, routes.delivery, async ({ session }) =>
    readDelivery(db, store, await session.signedIn()),
  );
  registerRoute(app, options, routes.deliveryUpdate, async ({ body, session }) =>
    chooseDelivery(db, store, services, await session.signedIn(), body, false),
  );
  registerRoute(app, options, routes.deliveryValidate, async ({ body, session }) =>
    chooseDelivery(db, store, services, await session.signedIn(), body, true),
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
    generateColissimoToken(store.segment, (await session.signedIn()).customerId),
  );
}
