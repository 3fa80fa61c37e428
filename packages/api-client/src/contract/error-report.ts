import Type, { type Static } from 'typebox';
import { defineRoute } from './route.js';

/** What the app sends when a page fails to render (spec 7.6). */
export const BrowserErrorReport = Type.Object({
  errFrom: Type.String({ maxLength: 200 }),
  errMessage: Type.String({ maxLength: 2000 }),
  errStack: Type.String({ maxLength: 20_000 }),
  errStackReact: Type.String({ maxLength: 20_000 }),
  userWidth: Type.Integer({ minimum: 0, maximum: 100_000 }),
  userHeight: Type.Integer({ minimum: 0, maximum: 100_000 }),
  currentUrl: Type.String({ maxLength: 2048 }),
  timestamp: Type.String({ maxLength: 64 }),
});
export type BrowserErrorReport = Static<typeof BrowserErrorReport>;

export const errorReportRoutes = {
  browserDebug: defineRoute({
    method: 'POST',
    path: '/api/v1/log/browserDebug',
    summary: 'Report a render error seen in a browser; stored and logged',
    tag: 'error-report',
    body: BrowserErrorReport,
    response: Type.Object({ id: Type.String() }),
  }),
};
