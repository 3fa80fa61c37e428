import { apiRoutes, ERROR_REPORT_TEXT_LIMITS } from '@vitrine/api-client/contract';
import type { BrowserErrorReport } from '@vitrine/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { errorReports } from '../db/schema.js';
import { checkRateLimit } from '../security/rate-limit.js';
import { registerRoute, type StoreRouteOptions } from './route.js';

/** The report with each text cut to what is kept of it. */
function keptPart(report: BrowserErrorReport): BrowserErrorReport {
  const cut = (field: keyof typeof ERROR_REPORT_TEXT_LIMITS) =>
    report[field].slice(0, ERROR_REPORT_TEXT_LIMITS[field]);
  return {
    ...report,
    errFrom: cut('errFrom'),
    errMessage: cut('errMessage'),
    errStack: cut('errStack'),
    errStackReact: cut('errStackReact'),
    currentUrl: cut('currentUrl'),
  };
}

/**
 * Render errors seen in browsers (spec 7.6): kept in the database, throttled per IP address, and
 * logged as one line with the report's id (the report itself may hold anything a visitor typed).
 */
export function registerErrorReportRoutes(app: FastifyInstance, options: StoreRouteOptions): void {
  registerRoute(
    app,
    options,
    apiRoutes.errorReport.browserDebug,
    async ({ db, store, body, request, services }) => {
      await checkRateLimit(db, services.rateLimits, 'errorReport', { ip: request.ip });
      const [row] = await db
        .insert(errorReports)
        .values({
          store: store.segment,
          report: keptPart(body),
          userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
        })
        .returning({ id: errorReports.id });
      request.log.warn({ reportId: row?.id }, 'browser error report');
      return { id: row?.id ?? '' };
    },
  );
}
