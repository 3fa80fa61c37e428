import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { signedInIdleSince } from '../http/session.js';
import { pruneRateLimits } from '../security/rate-limit.js';

/** How long what visitors leave behind is kept, in days (docs/server.md). */
export const RETENTION_DAYS = {
  /** A visitor's basket, once no session can reach it and nobody has touched it. */
  visitorBaskets: 30,
  /** A visitor's session that holds no basket (a retargeting call, a bot): nothing to keep. */
  emptyVisitorSessions: 1,
  errorReports: 30,
} as const;

/**
 * Deletes what no one can use any more, so that visitors' writes cannot grow the database without
 * bound: expired or lapsed sessions, idle visitor sessions without a basket, visitor baskets left
 * by them, old error reports and old rate-limit windows. Customers' baskets are theirs and stay.
 */
export async function purgeExpired(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM sessions
    WHERE expires_at < now()
      OR (customer_id IS NOT NULL AND last_seen_at < ${signedInIdleSince()})
      OR (customer_id IS NULL
        AND last_seen_at < now() - make_interval(days => ${RETENTION_DAYS.emptyVisitorSessions})
        AND NOT EXISTS (SELECT 1 FROM carts WHERE carts.session_hash = sessions.id_hash))`);
  await db.execute(sql`DELETE FROM carts
    WHERE customer_id IS NULL
      AND updated_at < now() - make_interval(days => ${RETENTION_DAYS.visitorBaskets})
      AND NOT EXISTS (SELECT 1 FROM sessions WHERE sessions.id_hash = carts.session_hash)`);
  await db.execute(sql`DELETE FROM error_reports
    WHERE received_at < now() - make_interval(days => ${RETENTION_DAYS.errorReports})`);
  await pruneRateLimits(db);
}
