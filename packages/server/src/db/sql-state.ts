/** The SQLSTATE codes the server answers in its own way. */
export const SQL_STATE = {
  /** A unique index refused the row: another request wrote it first. */
  uniqueViolation: '23505',
  /** The statement was cancelled: its statement_timeout ran out (or an administrator's cancel). */
  queryCanceled: '57014',
} as const;

/** Whether a database error, or the error under it (Drizzle wraps the driver's), has `state`. */
export function hasSqlState(error: unknown, state: string): boolean {
  if (!(error instanceof Error)) return false;
  return (error as { code?: unknown }).code === state || hasSqlState(error.cause, state);
}
