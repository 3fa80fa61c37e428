import type { ApiClient, BrowserErrorReport } from '@vitrine/api-client';

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** The report of spec 7.6 for an error React caught while rendering. */
export function browserErrorReport(
  error: unknown,
  componentStack: string | undefined,
  where: { width: number; height: number; url: string; now: Date },
): BrowserErrorReport {
  const asError = error instanceof Error ? error : new Error(String(error));
  return {
    errFrom: cut(`react:${asError.name}`, 200),
    errMessage: cut(asError.message || String(error), 2000),
    errStack: cut(asError.stack ?? '', 20_000),
    errStackReact: cut(componentStack ?? '', 20_000),
    userWidth: Math.max(0, Math.round(where.width)),
    userHeight: Math.max(0, Math.round(where.height)),
    currentUrl: cut(where.url, 2048),
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
