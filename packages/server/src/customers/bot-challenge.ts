/**
 * The bot challenge (Cloudflare Turnstile) on login and contact. The server checks the
 * token through a verifier: production plugs in one that calls the provider; the default is the
 * sandbox below, which behaves like Turnstile's documented test mode.
 */
export interface BotChallengeVerifier {
  verify(token: string, visitor: { ip: string; userAgent: string }): Promise<boolean>;
}

/** Turnstile's documented dummy token: what its test site keys produce. */
export const TEST_BOT_CHALLENGE_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

/** The one user agent the challenge lets through without a token (spec 6: our uptime robot). */
export const ROBOT_USER_AGENT = 'VitrineUptimeRobot/1.0';

export const sandboxBotChallenge: BotChallengeVerifier = {
  verify: (token, { userAgent }) =>
    Promise.resolve(token === TEST_BOT_CHALLENGE_TOKEN || userAgent === ROBOT_USER_AGENT),
};
