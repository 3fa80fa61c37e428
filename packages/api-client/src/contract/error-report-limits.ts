// Shared by the server, which enforces them, and the app, which cuts its reports to them (no
// schema library here: the app's bundle imports this).

/** The largest error report the server reads, in bytes: a larger body is refused with 413. */
export const ERROR_REPORT_MAX_BYTES = 8 * 1024;

/**
 * What the server keeps of each text of a report (characters; it cuts longer ones), and what the
 * app cuts its reports to, so that an ordinary report fits in ERROR_REPORT_MAX_BYTES.
 */
export const ERROR_REPORT_TEXT_LIMITS = {
  errFrom: 200,
  errMessage: 1000,
  errStack: 2500,
  errStackReact: 2000,
  currentUrl: 1500,
} as const;
