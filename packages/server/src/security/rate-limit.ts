import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { queryRows } from '../db/query.js';
import { HttpError } from '../http/http-error.js';

/**
 * The calls a visitor could hammer to guess passwords, probe accounts, flood the outbox or fill
 * the database.
 */
export type LimitedAction =
  | 'login'
  | 'exists'
  | 'forgotpassword'
  | 'create'
  | 'contact'
  | 'newsletter'
  | 'errorReport'
  | 'privilegeCode'
  | 'visitorSession';

interface RateLimit {
  /** Requests allowed per window from one IP address, and for one identifier (e-mail, number). */
  perIp: number;
  perIdentifier: number;
  windowSeconds: number;
}

export type RateLimits = Record<LimitedAction, RateLimit>;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  // Per identifier, this refuses current-password guesses in a signed-in account; the login form
  // itself is only counted per IP, its identifiers are slowed down instead (login-throttle.ts).
  login: { perIp: 30, perIdentifier: 10, windowSeconds: 600 },
  exists: { perIp: 60, perIdentifier: 20, windowSeconds: 600 },
  forgotpassword: { perIp: 10, perIdentifier: 3, windowSeconds: 3600 },
  create: { perIp: 10, perIdentifier: 5, windowSeconds: 3600 },
  contact: { perIp: 10, perIdentifier: 5, windowSeconds: 3600 },
  newsletter: { perIp: 20, perIdentifier: 5, windowSeconds: 3600 },
  // A browser reports a page that failed to render: a few a visit, never hundreds.
  errorReport: { perIp: 30, perIdentifier: 30, windowSeconds: 600 },
  // Privilege codes are guessable words: per IP and per session (not per code, which would shut
  // out every shopper of a popular code once an attacker hammered it).
  privilegeCode: { perIp: 60, perIdentifier: 20, windowSeconds: 600 },
  // New visitor sessions (a first basket, the retargeting call), per IP only. Shoppers behind one
  // address (an office, a mobile carrier's NAT) each start one a visit; a script starts hundreds a
  // second. Past it only the start of a new session is refused: existing baskets keep working.
  visitorSession: { perIp: 600, perIdentifier: 600, windowSeconds: 600 },
};

/** No limit (RATE_LIMITS=off, load tests): hits are still counted. */
export const NO_RATE_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([action, limit]) => [
    action,
    { ...limit, perIp: Number.MAX_SAFE_INTEGER, perIdentifier: Number.MAX_SAFE_INTEGER },
  ]),
) as RateLimits;

interface Hit {
  hits: number;
  /** Seconds until the window ends. */
  retryAfter: number;
}

/** The fixed window `windowSeconds` long that holds the present moment: its start. */
const currentWindow = (windowSeconds: number) =>
  sql`to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds})`;

/** Counts one hit in the current fixed window and answers the count (shared by every replica). */
export async function countHit(db: Db, key: string, windowSeconds: number): Promise<Hit> {
  const [row] = await queryRows<Hit>(
    db,
    sql`INSERT INTO rate_limits (key, window_start, hits)
        VALUES (${key}, ${currentWindow(windowSeconds)}, 1)
        ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
        RETURNING hits,
          ceil(extract(epoch FROM window_start) + ${windowSeconds} - extract(epoch FROM now()))::int AS "retryAfter"`,
  );
  return row ?? { hits: 1, retryAfter: windowSeconds };
}

/** The hits counted for `key` in the current window, without counting one. */
export async function readHits(db: Db, key: string, windowSeconds: number): Promise<number> {
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`SELECT hits FROM rate_limits
        WHERE key = ${key} AND window_start = ${currentWindow(windowSeconds)}`,
  );
  return row?.hits ?? 0;
}

/**
 * Counts a request against the IP and the identifier limits of an action; over either, answers
 * 429 with a JSON message and Retry-After. Both counters move, so an attacker cannot rotate one to
 * reset the other.
 */
export async function checkRateLimit(
  db: Db,
  limits: RateLimits,
  action: LimitedAction,
  visitor: { ip: string; identifier?: string | undefined },
): Promise<void> {
  const limit = limits[action];
  const byIp = await countHit(db, `${action}:ip:${visitor.ip}`, limit.windowSeconds);
  const byIdentifier = visitor.identifier
    ? await countHit(db, `${action}:id:${visitor.identifier.toLowerCase()}`, limit.windowSeconds)
    : undefined;
  const over = [
    ...(byIp.hits > limit.perIp ? [byIp] : []),
    ...(byIdentifier && byIdentifier.hits > limit.perIdentifier ? [byIdentifier] : []),
  ];
  if (over.length)
    throw new HttpError(429, 'request.too_many', {
      headers: { 'retry-after': String(Math.max(1, ...over.map((hit) => hit.retryAfter))) },
    });
}

/** Drops windows older than a day (called now and then, not on every request). */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
}
