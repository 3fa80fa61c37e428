import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { APP_KEY_HEADER } from '@vitrine/api-client';
import { openDatabase, type Database } from '../src/db/database.js';
import { buildApp } from '../src/http/app.js';
import type { Services } from '../src/services.js';
import { DEFAULT_LOGIN_THROTTLE } from '../src/customers/login-throttle.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../src/security/rate-limit.js';
import { withDatabase } from './global-setup.js';

export const TEST_APP_KEY = 'test-app-key';

/**
 * A fresh PostgreSQL database (postgres project only): a copy of the seeded template, or an empty
 * one (`seeded` false) for what a first start does.
 */
export async function freshPostgresDatabase(seeded = true): Promise<{
  url: string;
  drop(): Promise<void>;
} | null> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (!template || !url) return null;
  const name = `vitrine_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${seeded ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: withDatabase(url, name),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

/**
 * A fresh copy of the seeded database: PGlite from the dump, or a PostgreSQL copy of the template
 * (with `statementTimeoutMs` on its pool; PGlite takes none, see docs/server.md).
 */
export async function openTestDatabase({
  statementTimeoutMs,
}: { statementTimeoutMs?: number } = {}): Promise<Database> {
  const copy = await freshPostgresDatabase();
  if (copy) {
    const database = await openDatabase({
      kind: 'postgres',
      url: copy.url,
      poolSize: 4,
      ...(statementTimeoutMs ? { statementTimeoutMs } : {}),
    });
    return {
      ...database,
      close: async () => {
        await database.close();
        await copy.drop();
      },
    };
  }
  return openDatabase({
    kind: 'pglite',
    dataDir: 'memory://',
    loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]),
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** GET or POST with the app key, JSON in and out. */
  call(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
  getJson<T = unknown>(url: string): Promise<T>;
}

/** Cheap scrypt for tests (production: 2^17); hashes name their cost, so both verify. */
export const TEST_PASSWORD_HASHING = { log2N: 10, r: 8, p: 1 };

/** The production limits × 1000: suites log in many times from 127.0.0.1. Limit tests pass their own. */
const RELAXED_RATE_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([action, limit]) => [
    action,
    { ...limit, perIp: limit.perIp * 1000, perIdentifier: limit.perIdentifier * 1000 },
  ]),
) as RateLimits;

/** The production throttle in milliseconds instead of seconds: suites try wrong passwords too. */
const FAST_LOGIN_THROTTLE = { ...DEFAULT_LOGIN_THROTTLE, firstDelayMs: 10, maxDelayMs: 40 };

export async function startTestApp(
  apps = { fr: '/nonexistent/fr', uk: '/nonexistent/uk' },
  services: Partial<Services> = {},
  opened?: Database,
): Promise<TestApp> {
  const database = opened ?? (await openTestDatabase());
  const logger = process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false;
  const config = {
    appKey: TEST_APP_KEY,
    apps,
    responseCache: { maxBytes: 16 * 1024 * 1024 },
    production: false,
    publicUrl: 'http://shop.test',
  };
  const app = await buildApp({
    config,
    database,
    logger,
    services: {
      passwordHashing: TEST_PASSWORD_HASHING,
      rateLimits: RELAXED_RATE_LIMITS,
      loginThrottle: FAST_LOGIN_THROTTLE,
      devMailbox: true,
      ...services,
    },
  });
  const call: TestApp['call'] = (options) =>
    app.inject({ ...options, headers: { [APP_KEY_HEADER]: TEST_APP_KEY, ...options.headers } });
  return {
    app,
    database,
    call,
    async getJson<T>(url: string) {
      const response = await call({ method: 'GET', url });
      if (response.statusCode !== 200)
        throw new Error(`GET ${url} → ${String(response.statusCode)}: ${response.body}`);
      return response.json<T>();
    },
  };
}
