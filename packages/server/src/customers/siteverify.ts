import type { BotChallengeVerifier, ChallengeVerdict } from './bot-challenge.js';

/** Cloudflare Turnstile's verify endpoint (the sign-in's bot challenge). */
export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
/** Google reCAPTCHA's verify endpoint (the contact form's captcha, v2 checkbox). */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * How long the provider has to answer: a shopper waits on it, and both providers answer in well
 * under a second. Past it the form says the check is unavailable (503) rather than hanging.
 */
const SITEVERIFY_TIMEOUT_MS = 4_000;

/**
 * Error codes of a failed verification that say our request is at fault, not the shopper's
 * token (both providers document them): the secret is missing or wrong, the request malformed,
 * or the provider failed. The shopper cannot mend these; the server logs them.
 */
const OUR_FAULT = new Set([
  'missing-input-secret',
  'invalid-input-secret',
  'bad-request',
  'internal-error',
]);

export interface SiteverifyOptions {
  provider: 'turnstile' | 'recaptcha';
  /** The verify endpoint: the provider's, or a test's fake provider. */
  url: string;
  secret: string;
  timeoutMs?: number;
}

/** What both providers answer (other fields — hostname, action, challenge_ts — are not used). */
interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
}

const errorCodesOf = (answer: SiteverifyAnswer): string[] =>
  Array.isArray(answer['error-codes'])
    ? answer['error-codes'].filter((code): code is string => typeof code === 'string')
    : [];

/** The provider's verdict from its answer's status and body. */
function verdictOf(status: number, body: string): ChallengeVerdict {
  if (status !== 200) return { outcome: 'unavailable', reason: `answered HTTP ${String(status)}` };
  let answer: SiteverifyAnswer;
  try {
    answer = JSON.parse(body) as SiteverifyAnswer;
  } catch {
    return { outcome: 'unavailable', reason: 'answered something other than JSON' };
  }
  if (answer.success === true) return { outcome: 'passed' };
  const errorCodes = errorCodesOf(answer);
  const ours = errorCodes.filter((code) => OUR_FAULT.has(code));
  if (ours.length > 0) return { outcome: 'unavailable', reason: `refused: ${ours.join(', ')}` };
  return { outcome: 'refused', errorCodes };
}

/**
 * A verifier that asks the provider (Turnstile's and reCAPTCHA's siteverify take the same form:
 * POST `secret`, `response`, `remoteip`, and answer `{ success, 'error-codes' }`). An empty token
 * is refused without a call, as the provider would.
 */
export function siteverifyVerifier({
  provider,
  url,
  secret,
  timeoutMs = SITEVERIFY_TIMEOUT_MS,
}: SiteverifyOptions): BotChallengeVerifier {
  return {
    provider,
    async verify(token, { ip }) {
      if (token === '') return { outcome: 'refused', errorCodes: ['missing-input-response'] };
      try {
        // The timeout covers the whole exchange, the body included.
        const response = await fetch(url, {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        return verdictOf(response.status, await response.text());
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        return {
          outcome: 'unavailable',
          reason: timedOut ? `no answer within ${String(timeoutMs)} ms` : 'unreachable',
        };
      }
    },
  };
}
