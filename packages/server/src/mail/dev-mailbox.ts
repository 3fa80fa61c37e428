/* eslint-disable @typescript-eslint/no-unused-vars -- stub, filled in by issue 4 */
import type { FastifyInstance } from 'fastify';
import type { StoreRouteOptions } from '../http/route.js';

/** Development mailbox: the outbox read in a browser (never in production). */
export function registerDevMailbox(_app: FastifyInstance, _options: StoreRouteOptions): void {
  // Filled in by issue 4's work on this module.
}
