/* eslint-disable @typescript-eslint/no-unused-vars -- stub, filled in by issue 4 */
import type { FastifyInstance } from 'fastify';
import type { StoreRouteOptions } from '../http/route.js';

/** Order calls: history, details, invoices, order get and validate (spec 7.1, 7.2). */
export function registerOrderRoutes(_app: FastifyInstance, _options: StoreRouteOptions): void {
  // Filled in by issue 4's work on this module.
}
