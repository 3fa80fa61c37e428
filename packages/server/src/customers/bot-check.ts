import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.js';
import type { Services } from '../services.js';
import { BOT_CHALLENGE_FAILED } from './customer-messages.js';

/** Checks the bot-challenge token of a login or a contact message; a refusal answers 403. */
export async function requireBotChallengePassed(
  services: Pick<Services, 'botChallenge'>,
  request: FastifyRequest,
  token: string,
): Promise<void> {
  const passed = await services.botChallenge.verify(token, {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  });
  if (!passed) throw new HttpError(403, BOT_CHALLENGE_FAILED);
}
