import {
  ERROR_REPORT_TEXT_LIMITS as LIMITS,
  type ApiClient,
  type BrowserErrorReport,
} from '@vitrine/api-client';

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** The report of spec 7.6 for an error React caught while rendering. */
export function browserErrorReport(
  error: unknown,
  componentStack: string | undefined,
  where: { width: number; height: number; url: string; now: Date },
): BrowserErrorReport {
  const asError = error instanceof Error ? error : new Error(String(error));
  return {
    errFrom: cut(`react:${asError.name}`, LIMITS.errFrom),
    errMessage: cut(asError.message || String(error), LIMITS.errMessage),
    errStack: cut(asError.stack ?? '', LIMITS.errStack),
    errStackReact: cut(componentStack ?? '', LIMITS.errStackReact),
    userWidth: Math.max(0, Math.round(where.width)),
    userHeight: Math.max(0, Math.round(where.height)),
    currentUrl: cut(where.url, LIMITS.currentUrl),
    timestamp: where.now.toISOString(),
  };
}

/** Sends a render error to the error-report endpoint; a failing report is only logged. */
export function reportRenderError(
  client: ApiClient,
  error: unknown,
  componentStack?: string,
): void {
  const report = browserErrorReport(error, componentStack, {
    width: window.innerWidth,
    height: window.innerHeight,
    url: window.location.href,
    now: new Date(),
  });
  client.errorReport.browserDebug(report).catch((failure: unknown) => {
    console.warn('The error report could not be sent', failure);
  });
}
