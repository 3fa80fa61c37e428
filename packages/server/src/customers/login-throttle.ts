import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/database.js';
import { countHit, readHits } from '../security/rate-limit.js';

/**
 * Password guessing against one account slows down instead of locking it (ASVS V6.3): once an
 * identifier has had a few failed logins in the window, each further attempt on it waits before
 * its password is checked, twice as long at each failure, up to a cap. The right password still
 * signs in, so nobody can lock a customer out; the per-IP limit and the bot challenge on every
 * attempt stop the guesser itself.
 */
export interface LoginThrottle {
  /** Failed logins an identifier may have in the window before attempts on it wait. */
  freeFailures: number;
  /** The wait after the first failure past them; it doubles at each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottle = {
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 8000,
  windowSeconds: 600,
};

/** No wait (RATE_LIMITS=off, load tests): failures are still counted. */
export const NO_LOGIN_THROTTLE: LoginThrottle = {
  ...DEFAULT_LOGIN_THROTTLE,
  freeFailures: Number.MAX_SAFE_INTEGER,
};

/** How long an attempt waits after `failures` failed logins on its identifier. */
function loginDelayMs(failures: number, throttle: LoginThrottle): number {
  const past = failures - throttle.freeFailures;
  return past < 0 ? 0 : Math.min(throttle.firstDelayMs * 2 ** past, throttle.maxDelayMs);
}

const failuresKey = (identifier: string) => `loginFailure:id:${identifier.toLowerCase()}`;

/** Waits as long as the identifier's recent failures ask (nothing for most logins). */
export async function waitForLoginTurn(
  db: Db,
  throttle: LoginThrottle,
  identifier: string,
): Promise<void> {
  const failures = await readHits(db, failuresKey(identifier), throttle.windowSeconds);
  const delay = loginDelayMs(failures, throttle);
  if (delay > 0) await sleep(delay);
}

export async function recordFailedLogin(
  db: Db,
  throttle: LoginThrottle,
  identifier: string,
): Promise<void> {
  await countHit(db, failuresKey(identifier), throttle.windowSeconds);
}
