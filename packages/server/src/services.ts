import { createCrawlerPolicy } from '@vitrine/analytics';
import type { ChallengeSettings } from './config.js';
import { sandboxBotChallenge, type BotChallengeVerifier } from './customers/bot-challenge.js';
import {
  DEFAULT_LOGIN_THROTTLE,
  NO_LOGIN_THROTTLE,
  type LoginThrottle,
} from './customers/login-throttle.js';
import {
  FAST_PASSWORD_HASHING,
  PRODUCTION_PASSWORD_HASHING,
  type PasswordHashing,
} from './customers/passwords.js';
import {
  RECAPTCHA_VERIFY_URL,
  siteverifyVerifier,
  TURNSTILE_VERIFY_URL,
} from './customers/siteverify.js';
import { DEFAULT_RATE_LIMITS, NO_RATE_LIMITS, type RateLimits } from './security/rate-limit.js';

/** What the shop's routes need besides the database and the store: settings and pluggable edges. */
export interface Services {
  /** Production mode: no '+' in e-mails (spec 5). */
  production: boolean;
  /** The development mailbox at /{store}/dev/mailbox (DEV_MAILBOX=on, never in production). */
  devMailbox: boolean;
  /** The site's origin for links in mail, e.g. 'https://www.example.fr' (no trailing slash). */
  publicUrl: string;
  passwordHashing: PasswordHashing;
  rateLimits: RateLimits;
  /** How failed logins slow down further attempts on the same identifier. */
  loginThrottle: LoginThrottle;
  /** The sign-in's bot challenge (Cloudflare Turnstile). */
  botChallenge: BotChallengeVerifier;
  /** The contact form's captcha (reCAPTCHA v2 checkbox). */
  captcha: BotChallengeVerifier;
  /** Spec 6: the one robot let past both without a token (@vitrine/analytics' crawler policy). */
  bypassesBotChallenge: (userAgent: string | undefined) => boolean;
}

/** The provider's verifier when its secret is set, the sandbox otherwise (not in production). */
const verifierOf = (
  provider: 'turnstile' | 'recaptcha',
  url: string,
  secret: string | undefined,
): BotChallengeVerifier =>
  secret ? siteverifyVerifier({ provider, url, secret }) : sandboxBotChallenge;

export const defaultServices = ({
  production,
  publicUrl,
  rateLimits = true,
  fastPasswordHashing = false,
  devMailbox = false,
  challenges = {},
}: Pick<Services, 'production' | 'publicUrl'> & {
  rateLimits?: boolean;
  fastPasswordHashing?: boolean;
  devMailbox?: boolean;
  challenges?: ChallengeSettings;
}): Services => ({
  production,
  devMailbox,
  publicUrl,
  passwordHashing: fastPasswordHashing ? FAST_PASSWORD_HASHING : PRODUCTION_PASSWORD_HASHING,
  rateLimits: rateLimits ? DEFAULT_RATE_LIMITS : NO_RATE_LIMITS,
  loginThrottle: rateLimits ? DEFAULT_LOGIN_THROTTLE : NO_LOGIN_THROTTLE,
  botChallenge: verifierOf('turnstile', TURNSTILE_VERIFY_URL, challenges.turnstileSecret),
  captcha: verifierOf('recaptcha', RECAPTCHA_VERIFY_URL, challenges.recaptchaSecret),
  bypassesBotChallenge: createCrawlerPolicy(
    challenges.robotUserAgent ? { botChallengeBypass: challenges.robotUserAgent } : {},
  ).bypassesBotChallenge,
});
