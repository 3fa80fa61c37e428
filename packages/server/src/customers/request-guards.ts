import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { checkRateLimit, type LimitedAction } from '../security/rate-limit.js';
import type { Services } from '../services.js';

// What the calls open to visitors check before doing anything: the rate limits, and the bot
// challenge where the form has one.

export interface GuardedRequest {
  db: Db;
  services: Services;
  request: FastifyRequest;
}

/** Counts the request against the action's limits, per IP address and per identifier if any (429). */
export const limitRequest = (
  { db, services, request }: GuardedRequest,
  action: LimitedAction,
  identifier?: string,
): Promise<void> => checkRateLimit(db, services.rateLimits, action, { ip: request.ip, identifier });

/** Which check a form carries: the sign-in's bot challenge, or the contact form's captcha. */
export type ChallengeKind = 'botChallenge' | 'captcha';

/**
 * Checks the bot-challenge token of a login or a contact message. The named robot (spec 6) goes
 * through without one; a refused token answers 403; a provider that cannot say answers 503 with
 * its own code, the shopper being free to try again shortly (decision 023).
 */
export async function requireBotChallengePassed(
  { services, request }: GuardedRequest,
  kind: ChallengeKind,
  token: string,
): Promise<void> {
  if (services.bypassesBotChallenge(request.headers['user-agent'])) return;
  const verifier = services[kind];
  const verdict = await verifier.verify(token, { ip: request.ip });
  if (verdict.outcome === 'passed') return;
  if (verdict.outcome === 'refused') throw new HttpError(403, 'auth.bot_challenge_failed');
  request.log.error(
    { provider: verifier.provider, reason: verdict.reason },
    'the bot challenge could not be verified',
  );
  throw new HttpError(503, 'auth.bot_challenge_unavailable', { headers: { 'retry-after': '30' } });
}
