/* eslint-disable @typescript-eslint/no-unused-vars -- stub, filled in by issue 4 */
import type { FastifyInstance } from 'fastify';
import type { StoreRouteOptions } from '../http/route.js';

/** Delivery calls: methods, relay points, selection (spec 7.2). */
export function registerDeliveryRoutes(_app: FastifyInstance, _options: StoreRouteOptions): void {
  // Filled in by issue 4's work on this module.
}
