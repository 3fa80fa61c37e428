/**
 * The bot challenges of the forms open to visitors: Cloudflare Turnstile on sign-in, reCAPTCHA v2
 * on the contact form (decision 023). The server checks each token through a verifier: the
 * provider's (siteverify.ts) when its secret is configured, the sandbox below otherwise —
 * development and tests only, config.ts refuses it in production.
 */
export type ChallengeVerdict =
  | { outcome: 'passed' }
  /** The provider refused the token (forged, expired, used twice): the shopper solves it again. */
  | { outcome: 'refused'; errorCodes: readonly string[] }
  /** The provider could not say (unreachable, too slow, failing, or our secret refused). */
  | { outcome: 'unavailable'; reason: string };

export interface BotChallengeVerifier {
  /** Which provider checks the tokens, for the logs: 'turnstile', 'recaptcha', 'sandbox'. */
  readonly provider: string;
  verify(token: string, visitor: { ip: string }): Promise<ChallengeVerdict>;
}

/** Turnstile's documented dummy token: what its test site keys produce. */
export const TEST_BOT_CHALLENGE_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

/** Accepts the dummy token the storefront's sandbox widgets hand over, and nothing else. */
export const sandboxBotChallenge: BotChallengeVerifier = {
  provider: 'sandbox',
  verify: (token) =>
    Promise.resolve(
      token === TEST_BOT_CHALLENGE_TOKEN
        ? { outcome: 'passed' }
        : { outcome: 'refused', errorCodes: ['invalid-input-response'] },
    ),
};
