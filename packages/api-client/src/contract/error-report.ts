import Type, { type Static } from 'typebox';
import { ERROR_REPORT_MAX_BYTES } from './error-report-limits.js';
import { defineRoute } from './route.js';

/** Any text that fits in the body: the server cuts it to its limit rather than refusing it. */
const reportText = () => Type.String({ maxLength: ERROR_REPORT_MAX_BYTES });

/** What the app sends when a page fails to render (spec 7.6). */
export const BrowserErrorReport = Type.Object({
  errFrom: reportText(),
  errMessage: reportText(),
  errStack: reportText(),
  errStackReact: reportText(),
  userWidth: Type.Integer({ minimum: 0, maximum: 100_000 }),
  userHeight: Type.Integer({ minimum: 0, maximum: 100_000 }),
  currentUrl: reportText(),
  /** An ISO date or milliseconds since the epoch (`Date.now()`). */
  timestamp: Type.Union([Type.String({ maxLength: 64 }), Type.Number()]),
});
export type BrowserErrorReport = Static<typeof BrowserErrorReport>;

export const errorReportRoutes = {
  browserDebug: defineRoute({
    method: 'POST',
    path: '/api/v1/log/browserDebug',
    summary: 'Report a render error seen in a browser; stored and logged',
    tag: 'error-report',
    body: BrowserErrorReport,
    bodyLimit: ERROR_REPORT_MAX_BYTES,
    response: Type.Object({ id: Type.String() }),
  }),
};
