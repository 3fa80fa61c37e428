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

/** Checks the bot-challenge token of a login or a contact message; a refusal answers 403. */
export async function requireBotChallengePassed(
  { services, request }: GuardedRequest,
  token: string,
): Promise<void> {
  const passed = await services.botChallenge.verify(token, {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  });
  if (!passed) throw new HttpError(403, 'auth.bot_challenge_failed');
}
