/* eslint-disable @typescript-eslint/no-unused-vars -- stub, filled in by issue 4 */
import type { FastifyInstance } from 'fastify';
import type { StoreRouteOptions } from '../http/route.js';

/** The sandbox card provider's hosted payment page. */
export async function registerPaymentSandbox(
  _app: FastifyInstance,
  _options: StoreRouteOptions,
): Promise<void> {
  // Filled in by issue 4's work on this module.
}
