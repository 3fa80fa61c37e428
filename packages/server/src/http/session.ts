import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { preparedPerDb } from '../db/prepared.js';
import { sessions } from '../db/schema.js';
import { checkRateLimit, type RateLimits } from '../security/rate-limit.js';
import type { Store } from '../stores.js';
import { HttpError } from './http-error.js';

export const SESSION_COOKIE = 'vitrine_sid';
/** The absolute limit of any session: a visitor's basket lives this long untouched. */
const SESSION_LIFETIME_SECONDS = 30 * 24 * 3600;
/** A signed-in session unused this long lapses (decision 017); the account keeps its basket. */
export const SIGNED_IN_IDLE_SECONDS = 2 * 3600;
/** Last-use times are written at most this often per session, not on every request. */
const LAST_SEEN_PRECISION_SECONDS = 60;

export interface Session {
  /** SHA-256 of the cookie's token: the row's key (the token itself is never stored). */
  idHash: string;
  customerId: number | null;
}

/** The session of a signed-in customer. */
export type CustomerSession = Session & { customerId: number };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The moment before which a signed-in session's last use makes it lapse. */
export const signedInIdleSince = () =>
  sql`now() - make_interval(secs => ${SIGNED_IN_IDLE_SECONDS})`;

/**
 * The live session of a token's hash: read on nearly every personal call, so prepared (built once,
 * planned once per connection).
 */
const readSessionQuery = preparedPerDb((db: Db) =>
  db
    .select({
      idHash: sessions.idHash,
      customerId: sessions.customerId,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${LAST_SEEN_PRECISION_SECONDS})`,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        eq(sessions.store, sql.placeholder('store')),
        gt(sessions.expiresAt, sql`now()`),
        or(isNull(sessions.customerId), gt(sessions.lastSeenAt, signedInIdleSince())),
      ),
    )
    .prepare('read_session'),
);

/**
 * The visitor's server-side session, per store (cookie path /fr or /uk). Read on demand and
 * created only when something needs keeping (a basket, a login), so catalogue calls stay
 * cookie-free and cacheable.
 */
export class SessionAccess {
  #loaded: Promise<Session | null> | undefined;

  constructor(
    private readonly db: Db,
    private readonly store: Store,
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly rateLimits: RateLimits,
  ) {}

  /** The live session named by the cookie, or null. */
  current(): Promise<Session | null> {
    this.#loaded ??= this.#read();
    return this.#loaded;
  }

  /**
   * The current session, or a new anonymous one (with its cookie set). New visitor sessions are
   * counted per IP (429 past the limit): a visitor who already has one is never refused.
   */
  async ensure(): Promise<Session> {
    const current = await this.current();
    if (current) return current;
    await checkRateLimit(this.db, this.rateLimits, 'visitorSession', { ip: this.request.ip });
    return this.#create(null);
  }

  /** The signed-in customer's session; a visitor gets 401. */
  async signedIn(): Promise<CustomerSession> {
    const session = await this.current();
    if (session?.customerId == null) throw new HttpError(401, 'auth.required');
    return { idHash: session.idHash, customerId: session.customerId };
  }

  /** The signed-in customer's id; a visitor gets 401. */
  async customerId(): Promise<number> {
    return (await this.signedIn()).customerId;
  }

  /**
   * Logs a customer in with a new session id (no fixation: the old id stops working) and answers
   * the visitor session it replaces, whose basket the caller merges.
   */
  async login(customerId: number): Promise<{ previous: Session | null; session: Session }> {
    const previous = await this.current();
    if (previous) await this.db.delete(sessions).where(eq(sessions.idHash, previous.idHash));
    return { previous, session: await this.#create(customerId) };
  }

  /** Destroys the session and its cookie. */
  async logout(): Promise<void> {
    const session = await this.current();
    if (session) await this.db.delete(sessions).where(eq(sessions.idHash, session.idHash));
    this.#loaded = Promise.resolve(null);
    void this.reply.clearCookie(SESSION_COOKIE, this.#cookieOptions());
  }

  async #read(): Promise<Session | null> {
    const token = this.request.cookies[SESSION_COOKIE];
    if (!token || token.length > 128) return null;
    const [row] = await readSessionQuery(this.db).execute({
      idHash: hashToken(token),
      store: this.store.segment,
    });
    if (!row) return null;
    if (row.stale)
      await this.db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.idHash, row.idHash));
    return { idHash: row.idHash, customerId: row.customerId };
  }

  async #create(customerId: number | null): Promise<Session> {
    const token = randomBytes(32).toString('base64url');
    const session = { idHash: hashToken(token), customerId };
    await this.db.insert(sessions).values({
      ...session,
      store: this.store.segment,
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000),
    });
    void this.reply.setCookie(SESSION_COOKIE, token, {
      ...this.#cookieOptions(),
      maxAge: SESSION_LIFETIME_SECONDS,
    });
    this.#loaded = Promise.resolve(session);
    return session;
  }

  #cookieOptions() {
    return {
      path: `/${this.store.segment}`,
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.request.protocol === 'https',
    };
  }
}
