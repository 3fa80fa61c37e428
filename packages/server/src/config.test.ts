import { DEVELOPMENT_APP_KEY } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.js';

/** The providers' secrets a production start needs (decision 023). */
const PRODUCTION_CHALLENGES = {
  TURNSTILE_SECRET_KEY: 'ts-secret',
  RECAPTCHA_SECRET_KEY: 'rc-secret',
};

describe('readConfig', () => {
  it('runs with nothing set: port 3000, embedded PGlite, the development app key', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      production: false,
      appKey: DEVELOPMENT_APP_KEY,
    });
    expect(config.database.kind).toBe('pglite');
    expect(config.database.kind === 'pglite' && config.database.dataDir).toMatch(/\.data\/pglite$/);
    expect(config.apps.fr).toMatch(/apps\/fr\/dist$/);
    expect(config.apps.uk).toMatch(/apps\/en-gb\/dist$/);
  });

  it('uses a PostgreSQL server when DATABASE_URL is set', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/shop';
    expect(readConfig({ DATABASE_URL: url, PORT: '8080' })).toMatchObject({
      port: 8080,
      database: { kind: 'postgres', url },
    });
  });

  it('times statements out on PostgreSQL after 5 s, or DATABASE_STATEMENT_TIMEOUT_MS (0: never)', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/shop';
    const timeoutOf = (value?: string) => {
      const { database } = readConfig({
        DATABASE_URL: url,
        ...(value === undefined ? {} : { DATABASE_STATEMENT_TIMEOUT_MS: value }),
      });
      return database.kind === 'postgres' ? database.statementTimeoutMs : 'pglite';
    };
    expect(timeoutOf()).toBe(5000);
    expect(timeoutOf('')).toBe(5000);
    expect(timeoutOf('250')).toBe(250);
    expect(timeoutOf('0')).toBe(0);
    expect(timeoutOf('600000')).toBe(600_000);
    expect(() => timeoutOf('5s')).toThrow(
      new ConfigError(
        'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number from 0 to 600000 (got "5s")',
      ),
    );
    expect(() => timeoutOf('-1')).toThrow(/^DATABASE_STATEMENT_TIMEOUT_MS must be/);
    expect(() => timeoutOf('600001')).toThrow(/^DATABASE_STATEMENT_TIMEOUT_MS must be/);
    expect(() => timeoutOf('2.5')).toThrow(/^DATABASE_STATEMENT_TIMEOUT_MS must be/);
    // PGlite never cancels a statement: no timeout to set (docs/server.md, Deployment).
    expect(readConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '250' }).database.kind).toBe('pglite');
  });

  it('opens the development mailbox only when asked, and never in production', () => {
    expect(readConfig({}).devMailbox).toBe(false);
    expect(readConfig({ DEV_MAILBOX: 'on' }).devMailbox).toBe(true);
    expect(() => readConfig({ DEV_MAILBOX: 'on', NODE_ENV: 'production', APP_KEY: 'k' })).toThrow(
      'DEV_MAILBOX=on is refused in production',
    );
  });

  it('lifts the rate limits for load tests only, builds mail links from PUBLIC_URL, trusts a proxy when told', () => {
    expect(readConfig({}).rateLimits).toBe(true);
    expect(readConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(() => readConfig({ RATE_LIMITS: 'off', NODE_ENV: 'production', APP_KEY: 'k' })).toThrow(
      'RATE_LIMITS=off is refused in production',
    );
    expect(readConfig({}).fastPasswordHashing).toBe(false);
    expect(readConfig({ PASSWORD_HASHING: 'fast' }).fastPasswordHashing).toBe(true);
    expect(() =>
      readConfig({ PASSWORD_HASHING: 'fast', NODE_ENV: 'production', APP_KEY: 'k' }),
    ).toThrow('PASSWORD_HASHING=fast is refused in production');
    expect(readConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(readConfig({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe(
      'https://shop.example',
    );
    expect(() => readConfig({ PUBLIC_URL: 'shop.example/fr' })).toThrow(/PUBLIC_URL/);
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('seeds today’s catalogue size unless CATALOGUE_PRODUCTS says how many products per store', () => {
    expect(readConfig({}).catalogueProducts).toBe(2303);
    expect(readConfig({ CATALOGUE_PRODUCTS: '100000' }).catalogueProducts).toBe(100_000);
    expect(() => readConfig({ CATALOGUE_PRODUCTS: '10' })).toThrow(
      new ConfigError('CATALOGUE_PRODUCTS must be a whole number from 1000 to 1000000 (got "10")'),
    );
    expect(() => readConfig({ CATALOGUE_PRODUCTS: '1e9' })).toThrow(ConfigError);
  });

  it('refuses what would fail later, with a readable message', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(
      new ConfigError('PORT must be a whole number from 0 to 65535 (got "eighty")'),
    );
    expect(() => readConfig({ PORT: '70000' })).toThrow(ConfigError);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      'APP_KEY must be set in production',
    );
  });

  it('serves in production only the built apps it is pointed at (APP_FR_DIR, APP_UK_DIR)', () => {
    const production = { ...PRODUCTION_CHALLENGES, NODE_ENV: 'production', APP_KEY: 'k' };
    expect(() => readConfig(production)).toThrow(
      new ConfigError(
        "APP_FR_DIR must be set in production (the built app's dist folder, with client/ and server/)",
      ),
    );
    expect(() => readConfig({ ...production, APP_FR_DIR: '/srv/fr' })).toThrow(
      /^APP_UK_DIR must be set in production/,
    );
    expect(() => readConfig({ ...production, APP_FR_DIR: '', APP_UK_DIR: '/srv/uk' })).toThrow(
      /^APP_FR_DIR must be set in production/,
    );
    expect(
      readConfig({ ...production, APP_FR_DIR: '/srv/fr', APP_UK_DIR: '/srv/uk' }),
    ).toMatchObject({ production: true, appKey: 'k', apps: { fr: '/srv/fr', uk: '/srv/uk' } });
  });

  it('checks the bot challenges with their providers when the secrets are set, refuses the sandbox in production', () => {
    expect(readConfig({}).challenges).toEqual({
      turnstileSecret: undefined,
      recaptchaSecret: undefined,
      robotUserAgent: undefined,
    });
    expect(
      readConfig({ ...PRODUCTION_CHALLENGES, TURNSTILE_SECRET_KEY: ' ts-secret ' }),
    ).toMatchObject({ challenges: { turnstileSecret: 'ts-secret', recaptchaSecret: 'rc-secret' } });
    const production = {
      NODE_ENV: 'production',
      APP_KEY: 'k',
      APP_FR_DIR: '/srv/fr',
      APP_UK_DIR: '/srv/uk',
    };
    expect(() => readConfig(production)).toThrow(
      new ConfigError(
        "TURNSTILE_SECRET_KEY must be set in production (Cloudflare Turnstile, the sign-in's bot challenge): the bot-challenge sandbox is for development and tests only",
      ),
    );
    expect(() => readConfig({ ...production, TURNSTILE_SECRET_KEY: 'ts-secret' })).toThrow(
      /^RECAPTCHA_SECRET_KEY must be set in production \(reCAPTCHA, the contact form's captcha\)/,
    );
    expect(() =>
      readConfig({ ...production, ...PRODUCTION_CHALLENGES, RECAPTCHA_SECRET_KEY: '  ' }),
    ).toThrow(/^RECAPTCHA_SECRET_KEY must be set in production/);
    expect(readConfig({ ...production, ...PRODUCTION_CHALLENGES }).challenges).toMatchObject({
      turnstileSecret: 'ts-secret',
      recaptchaSecret: 'rc-secret',
    });
  });

  it('lets a deployment name its own monitoring robot, long enough not to match real browsers', () => {
    expect(
      readConfig({ BOT_CHALLENGE_BYPASS_AGENT: 'AcmeWatch-7f3a' }).challenges.robotUserAgent,
    ).toBe('AcmeWatch-7f3a');
    expect(() => readConfig({ BOT_CHALLENGE_BYPASS_AGENT: 'bot' })).toThrow(
      'BOT_CHALLENGE_BYPASS_AGENT must name one agent in 8 characters or more (got "bot")',
    );
  });
});
