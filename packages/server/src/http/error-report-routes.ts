import { apiRoutes } from '@vitrine/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { errorReports } from '../db/schema.js';
import { registerRoute, type StoreRouteOptions } from './route.js';

/** Render errors seen in browsers (spec 7.6): kept in the database and logged. */
export function registerErrorReportRoutes(app: FastifyInstance, options: StoreRouteOptions): void {
  registerRoute(
    app,
    options,
    apiRoutes.errorReport.browserDebug,
    async ({ db, store, body, request }) => {
      const [row] = await db
        .insert(errorReports)
        .values({
          store: store.segment,
          report: body,
          userAgent: request.headers['user-agent'] ?? null,
        })
        .returning({ id: errorReports.id });
      request.log.warn({ browserError: body, reportId: row?.id }, 'browser error report');
      return { id: row?.id ?? '' };
    },
  );
}
