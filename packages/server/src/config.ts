import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEVELOPMENT_APP_KEY } from '@vitrine/api-client';
import type { DatabaseLocation } from './db/database.js';
import {
  DEFAULT_CATALOGUE_PRODUCTS,
  MAX_CATALOGUE_PRODUCTS,
  MIN_CATALOGUE_PRODUCTS,
} from './seed/catalogue-plan.js';

/**
 * The bot challenges' secrets (decision 023): each provider's verify endpoint is called when its
 * secret is set, the sandbox (which accepts a public test token) checks the tokens otherwise.
 */
export interface ChallengeSettings {
  /** TURNSTILE_SECRET_KEY: Cloudflare Turnstile, the sign-in's bot challenge. */
  turnstileSecret?: string | undefined;
  /** RECAPTCHA_SECRET_KEY: reCAPTCHA v2, the contact form's captcha. */
  recaptchaSecret?: string | undefined;
  /**
   * BOT_CHALLENGE_BYPASS_AGENT: the user agent let past both without a token (spec 6); default
   * @vitrine/analytics' DEFAULT_BOT_CHALLENGE_BYPASS. A deployment may name its own monitor.
   */
  robotUserAgent?: string | undefined;
}

/** Everything the server reads from the environment, read and checked here only. */
export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  /** The site's origin for links in mail (PUBLIC_URL), default http://localhost:{port}. */
  publicUrl: string;
  logLevel: string;
  /** The fixed application key every /api call must carry (spec 7). */
  appKey: string;
  database: DatabaseLocation;
  /**
   * Built apps served at /fr and /uk (APP_FR_DIR, APP_UK_DIR: required in production); absent
   * folders are skipped with a warning.
   */
  apps: { fr: string; uk: string };
  /** Seed number of the catalogue generator; the same number gives the same catalogue. */
  seed: number;
  /** CATALOGUE_PRODUCTS: products per store the generator makes when it seeds an empty database. */
  catalogueProducts: number;
  /**
   * TRUST_PROXY: behind a TLS-terminating proxy, whose forwarded headers to believe (Fastify's
   * trustProxy: 'true' for any, or a comma-separated list of proxy addresses/CIDRs). It makes the visitor's IP (rate limits)
   * and https (Secure cookies) those the proxy saw.
   */
  trustProxy: boolean | string[];
  /**
   * DEV_MAILBOX=on: the outbox readable at /{store}/dev/mailbox without any key (it shows
   * password-reset links): for development and the test suites only, refused in production.
   */
  devMailbox: boolean;
  /** RATE_LIMITS=off lifts the login/signup/contact limits, for load tests (never in production). */
  rateLimits: boolean;
  /**
   * PASSWORD_HASHING=fast: a cheaper scrypt cost for new passwords, so browser suites that sign up
   * hundreds of customers on a small machine do not wait on it (never in production).
   */
  fastPasswordHashing: boolean;
  /** The in-process cache of catalogue answers (RESPONSE_CACHE=off to measure without it). */
  responseCache: { maxBytes: number } | false;
  /** The bot challenges' secrets: both required in production, where the sandbox is refused. */
  challenges: ChallengeSettings;
}

const packageRoot = fileURLToPath(new URL('../', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Connections to PostgreSQL per server process (DATABASE_POOL_SIZE): see docs/benchmarks.md. */
const DEFAULT_POOL_SIZE = 10;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  max: number,
  min = 0,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(
      `${name} must be a whole number from ${String(min)} to ${String(max)} (got "${raw}")`,
    );
  return value;
}

/**
 * The challenges' secrets. In production both are required: the sandbox accepts a token anyone
 * can read in this repository, so it would protect nothing.
 */
function challengesOf(env: NodeJS.ProcessEnv, production: boolean): ChallengeSettings {
  // An empty setting is no setting.
  const setting = (name: string) => env[name]?.trim() ?? '';
  const secret = (name: 'TURNSTILE_SECRET_KEY' | 'RECAPTCHA_SECRET_KEY', form: string) => {
    const value = setting(name);
    if (production && value === '')
      throw new ConfigError(
        `${name} must be set in production (${form}): the bot-challenge sandbox is for development and tests only`,
      );
    return value === '' ? undefined : value;
  };
  const robot = setting('BOT_CHALLENGE_BYPASS_AGENT');
  if (robot !== '' && robot.length < 8)
    throw new ConfigError(
      `BOT_CHALLENGE_BYPASS_AGENT must name one agent in 8 characters or more (got "${robot}")`,
    );
  return {
    turnstileSecret: secret(
      'TURNSTILE_SECRET_KEY',
      "Cloudflare Turnstile, the sign-in's bot challenge",
    ),
    recaptchaSecret: secret('RECAPTCHA_SECRET_KEY', "reCAPTCHA, the contact form's captcha"),
    robotUserAgent: robot === '' ? undefined : robot,
  };
}

function trustProxyOf(raw: string | undefined): ServerConfig['trustProxy'] {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw.split(',').map((address) => address.trim());
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const appKey = env.APP_KEY ?? (production ? undefined : DEVELOPMENT_APP_KEY);
  if (!appKey) throw new ConfigError('APP_KEY must be set in production');
  const databaseUrl = env.DATABASE_URL;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  const devMailbox = env.DEV_MAILBOX === 'on';
  if (production && devMailbox) throw new ConfigError('DEV_MAILBOX=on is refused in production');
  const rateLimits = env.RATE_LIMITS !== 'off';
  if (production && !rateLimits) throw new ConfigError('RATE_LIMITS=off is refused in production');
  const fastPasswordHashing = env.PASSWORD_HASHING === 'fast';
  if (production && fastPasswordHashing)
    throw new ConfigError('PASSWORD_HASHING=fast is refused in production');
  // In production, serve the apps the deployment names, not whatever this repository built.
  const appDir = (name: 'APP_FR_DIR' | 'APP_UK_DIR', repoApp: string): string => {
    const dir = env[name];
    if (production && !dir)
      throw new ConfigError(
        `${name} must be set in production (the built app's dist folder, with client/ and server/)`,
      );
    return dir ?? `${repoRoot}apps/${repoApp}/dist`;
  };
  const apps = { fr: appDir('APP_FR_DIR', 'fr'), uk: appDir('APP_UK_DIR', 'en-gb') };
  const challenges = challengesOf(env, production);
  const port = integer(env, 'PORT', 3000, 65_535);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${String(port)}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(publicUrl))
    throw new ConfigError(
      `PUBLIC_URL must be an origin like https://shop.example (got "${publicUrl}")`,
    );
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production,
    publicUrl,
    logLevel: env.LOG_LEVEL ?? 'info',
    appKey,
    database: databaseUrl
      ? {
          kind: 'postgres',
          url: databaseUrl,
          poolSize: integer(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE, 1000, 1),
          // 0 lifts it; 10 minutes at most (a longer statement is a hung one).
          statementTimeoutMs: integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 5000, 600_000),
        }
      : { kind: 'pglite', dataDir: env.PGLITE_DATA_DIR ?? `${packageRoot}.data/pglite` },
    apps,
    seed: integer(env, 'CATALOGUE_SEED', 20_261_121, 2 ** 31 - 1),
    catalogueProducts: integer(
      env,
      'CATALOGUE_PRODUCTS',
      DEFAULT_CATALOGUE_PRODUCTS,
      MAX_CATALOGUE_PRODUCTS,
      MIN_CATALOGUE_PRODUCTS,
    ),
    devMailbox,
    rateLimits,
    fastPasswordHashing,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    responseCache:
      env.RESPONSE_CACHE === 'off'
        ? false
        : { maxBytes: integer(env, 'RESPONSE_CACHE_MB', 64, 4096) * 1024 * 1024 },
    challenges,
  };
}

/** Whether `dir` holds an app's two builds: dist/client (files, page template) and dist/server. */
export const appBuildExists = (dir: string): boolean =>
  existsSync(`${dir}/client/index.html`) && existsSync(`${dir}/server/entry-server.js`);
