import type { StoreSegment } from '@vitrine/api-client/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from './contract-check.js';
import { TEST_BOT_CHALLENGE_TOKEN } from '../src/customers/bot-challenge.js';
import { DEFAULT_LOGIN_THROTTLE } from '../src/customers/login-throttle.js';
import { queryRows } from '../src/db/query.js';
import {
  DEFAULT_RATE_LIMITS,
  pruneRateLimits,
  type LimitedAction,
  type RateLimits,
} from '../src/security/rate-limit.js';
import {
  NEW_PASSWORD,
  loginBody,
  signUp,
  newEmail,
  sameDatabaseApp,
  signupBody,
} from './customer-fixtures.js';
import { wellStockedSku } from './checkout-flow.js';
import { Shopper } from './shopper.js';
import { startTestApp, type TestApp } from './test-app.js';
import { errorReport } from './error-report-fixture.js';

let t: TestApp;

/**
 * The production limits, with windows of a year: a fixed window that ended mid-test would reset
 * the counts and make the test flaky. The window length itself is the fixed-window arithmetic of
 * one SQL expression; the counts are what these tests are about.
 */
const PRODUCTION_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([action, limit]) => [
    action,
    { ...limit, windowSeconds: 365 * 86_400 },
  ]),
) as RateLimits;

beforeAll(async () => {
  t = await startTestApp(undefined, { rateLimits: PRODUCTION_LIMITS });
});
afterAll(() => t.app.close());

/** A POST from one IP address, as the app would send it. */
const post = (
  app: TestApp,
  ip: string,
  path: string,
  payload: object,
  store: StoreSegment = 'fr',
) => app.call({ method: 'POST', url: `/${store}${path}`, payload, remoteAddress: ip });

describe('logins with the production settings', () => {
  /**
   * The production throttle in tenths: the same doublings, waits a test can sit through. Its
   * failures are counted in a fixed window too: a year long, like PRODUCTION_LIMITS', so that a
   * test never straddles a window's end (a 10-minute window did, once: the count started again
   * and the wait was gone).
   */
  const throttle = {
    ...DEFAULT_LOGIN_THROTTLE,
    firstDelayMs: 100,
    maxDelayMs: 400,
    windowSeconds: 365 * 86_400,
  };
  let slowed: TestApp;
  beforeAll(async () => {
    slowed = await sameDatabaseApp(t, { rateLimits: PRODUCTION_LIMITS, loginThrottle: throttle });
  });
  afterAll(() => slowed.app.close());

  /** A login from one address, and how long its answer took. */
  const timedLogin = async (ip: string, body: object) => {
    const started = performance.now();
    const response = await post(slowed, ip, '/api/customer/login', body);
    return { response, ms: performance.now() - started };
  };

  it('slow down guesses at one account, doubling, and never refuse its right password', async () => {
    const { email } = await signUp(t, 'fr');
    const waits: number[] = [];
    // From several addresses, as a botnet would: the per-IP limit is not what stops it.
    for (let attempt = 0; attempt < throttle.freeFailures + 3; attempt++) {
      const { response, ms } = await timedLogin(
        `198.51.100.${String(40 + attempt)}`,
        loginBody(email, `Guess-${String(attempt)}!`),
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(refusal('auth.invalid_login'));
      waits.push(ms);
    }
    // The free failures' own waits are not measured: a busy machine makes any request slow.
    expect(waits[throttle.freeFailures]).toBeGreaterThanOrEqual(100);
    expect(waits[throttle.freeFailures + 1]).toBeGreaterThanOrEqual(200);
    expect(waits[throttle.freeFailures + 2]).toBeGreaterThanOrEqual(400);

    const owner = await timedLogin('203.0.113.9', loginBody(email));
    expect(owner.response.statusCode).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(400);
    // Another account is not slowed down by it.
    const other = await signUp(t, 'fr');
    expect(
      (await post(slowed, '198.51.100.40', '/api/customer/login', loginBody(other.email)))
        .statusCode,
    ).toBe(200);
  });

  it('count failures in the database: another server on it slows down too', async () => {
    const { email } = await signUp(t, 'fr');
    for (let attempt = 0; attempt <= throttle.freeFailures; attempt++)
      await timedLogin('198.51.100.50', loginBody(email, 'Wrong-pass1'));
    const rows = await queryRows<{ hits: number }>(
      t.database.db,
      sql`SELECT hits FROM rate_limits WHERE key = ${`loginFailure:id:${email.toLowerCase()}`}`,
    );
    expect(rows.map((row) => row.hits)).toEqual([throttle.freeFailures + 1]);
    const replica = await sameDatabaseApp(t, {
      rateLimits: PRODUCTION_LIMITS,
      loginThrottle: throttle,
    });
    try {
      const started = performance.now();
      const response = await post(
        replica,
        '198.51.100.51',
        '/api/customer/login',
        loginBody(email),
      );
      expect(response.statusCode).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(200);
    } finally {
      await replica.app.close();
    }
  });

  it('stop one address trying many accounts, with 429 and Retry-After', async () => {
    const ip = '198.51.100.60';
    const { perIp } = DEFAULT_RATE_LIMITS.login;
    for (let attempt = 0; attempt < perIp; attempt++)
      expect(
        (await post(slowed, ip, '/api/customer/login', loginBody(newEmail('spray')))).statusCode,
      ).toBe(401);
    const blocked = await post(slowed, ip, '/api/customer/login', loginBody(newEmail('spray')));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(refusal('request.too_many'));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

describe('rate limits with the production settings', () => {
  it('stop one IP address trying many identifiers, not the others', async () => {
    const { perIp } = DEFAULT_RATE_LIMITS.forgotpassword;
    for (let attempt = 0; attempt < perIp; attempt++) {
      const response = await post(t, '198.51.100.4', '/api/customer/forgotpassword', {
        email: newEmail('probe'),
      });
      expect(response.statusCode).toBe(404);
    }
    const blocked = await post(t, '198.51.100.4', '/api/customer/forgotpassword', {
      email: newEmail('probe'),
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await post(t, '198.51.100.5', '/api/customer/forgotpassword', {
      email: newEmail('probe'),
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('error reports', () => {
  const report = errorReport('https://shop.example/fr/');
  const stored = async () =>
    Number(
      (
        await queryRows<{ n: string }>(t.database.db, sql`SELECT count(*) AS n FROM error_reports`)
      )[0]?.n,
    );

  it('stop being stored past the per-IP limit of a burst, while another address still reports', async () => {
    const { perIp } = DEFAULT_RATE_LIMITS.errorReport;
    const before = await stored();
    const answers = [];
    for (let i = 0; i < perIp + 20; i++)
      answers.push(await post(t, '198.51.100.20', '/api/v1/log/browserDebug', report));
    expect(answers.slice(0, perIp).map((a) => a.statusCode)).toEqual(Array(perIp).fill(200));
    const refused = answers.slice(perIp);
    expect(refused.map((a) => a.statusCode)).toEqual(Array(20).fill(429));
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBe(before + perIp);
    const other = await post(t, '198.51.100.21', '/api/v1/log/browserDebug', report);
    expect(other.statusCode).toBe(200);
  });
});

describe('privilege-code guesses', () => {
  it('are refused past the per-IP limit, with or without a session', async () => {
    const { perIp } = DEFAULT_RATE_LIMITS.privilegeCode;
    const statuses = [];
    for (let i = 0; i <= perIp; i++)
      statuses.push(
        (
          await post(t, '198.51.100.31', '/api/checkout/privilegecode/validate', {
            privilegeCode: `GUESS${String(i)}`,
          })
        ).statusCode,
      );
    expect(statuses.slice(0, perIp)).toEqual(Array(perIp).fill(200));
    expect(statuses[perIp]).toBe(429);
  });
});

describe('every limited call', () => {
  // One request per identifier: the second for the same e-mail is refused.
  const oneEach = Object.fromEntries(
    Object.keys(DEFAULT_RATE_LIMITS).map((action) => [
      action,
      { perIp: 1000, perIdentifier: 1, windowSeconds: 86_400 },
    ]),
  ) as RateLimits;

  const calls: Record<
    Exclude<LimitedAction, 'login' | 'errorReport' | 'privilegeCode' | 'visitorSession'>,
    (email: string) => [string, object]
  > = {
    exists: (email) => ['/api/customer/exists', { email }],
    forgotpassword: (email) => ['/api/customer/forgotpassword', { email }],
    create: (email) => ['/api/customer/create', signupBody('uk', email)],
    contact: (email) => [
      '/api/contact/submit',
      {
        civility: 'Mr',
        firstName: 'Tom',
        lastName: 'Baker',
        email,
        country: 'GB',
        subject: 'Hello',
        message: 'Hello',
        captcha: true,
        turnstileToken: TEST_BOT_CHALLENGE_TOKEN,
      },
    ],
    newsletter: (email) => [
      '/api/customer/update',
      { evt: 'newsletter', email, mailOption: 'O', sendMailNewsletter: true },
    ],
  };

  let strict: TestApp;
  beforeAll(async () => {
    strict = await sameDatabaseApp(t, { rateLimits: oneEach });
  });
  afterAll(() => strict.app.close());

  it.each(Object.keys(calls) as (keyof typeof calls)[])('is limited: %s', async (action) => {
    const [path, body] = calls[action](newEmail(action));
    const first = await post(strict, '198.51.100.6', path, body, 'uk');
    expect(first.statusCode).not.toBe(429);
    const second = await post(strict, '198.51.100.6', path, body, 'uk');
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual(refusal('request.too_many'));
    // The rest of the day's window, in whole seconds.
    const retryAfter = Number(second.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
  });

  it('counts privilege-code guesses per session, whatever the code', async () => {
    const ip = '198.51.100.30';
    /** A visitor's session, as the store's first call makes it. */
    const newSession = async () => {
      const answer = await strict.call({
        method: 'POST',
        url: '/fr/api/customer/updateSession',
        payload: { retarg: 'guesser' },
        remoteAddress: ip,
      });
      const cookie = answer.cookies[0];
      if (!cookie) throw new Error('No session cookie');
      return `${cookie.name}=${cookie.value}`;
    };
    const guess = (cookie: string, privilegeCode: string) =>
      strict.call({
        method: 'POST',
        url: '/fr/api/checkout/privilegecode/validate',
        payload: { privilegeCode },
        headers: { cookie },
        remoteAddress: ip,
      });
    const session = await newSession();
    expect((await guess(session, 'SOLDES')).statusCode).toBe(200);
    const second = await guess(session, 'PROMO');
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBeDefined();
    // Another session from the same address still gets its answer (the IP limit is higher).
    expect((await guess(await newSession(), 'SOLDES')).statusCode).toBe(200);
  });

  it("counts current-password guesses against the account's login budget", async () => {
    const { shopper } = await signUp(strict, 'uk');
    const guess = () =>
      shopper.post('/api/customer/update-password', {
        password: 'Guess-again1!',
        newPassword: NEW_PASSWORD,
        confirmNewPassword: NEW_PASSWORD,
      });
    expect((await guess()).statusCode).toBe(400);
    expect((await guess()).statusCode).toBe(429);
  });

  it('shares the recovery budget between forgotten passwords and customer numbers', async () => {
    const email = newEmail('recovery');
    await post(strict, '198.51.100.7', '/api/customer/forgotpassword', { email }, 'uk');
    const second = await post(
      strict,
      '198.51.100.7',
      '/api/customer/forgotcustomernumber',
      {
        email,
      },
      'uk',
    );
    expect(second.statusCode).toBe(429);
  });

  it('drops windows older than a day and keeps the current ones', async () => {
    const db = t.database.db;
    await db.execute(sql`INSERT INTO rate_limits (key, window_start, hits)
      VALUES ('old:ip:x', now() - interval '2 days', 3), ('new:ip:x', now(), 3)`);
    await pruneRateLimits(db);
    const rows = await queryRows<{ key: string }>(
      db,
      sql`SELECT key FROM rate_limits WHERE key IN ('old:ip:x', 'new:ip:x')`,
    );
    expect(rows).toEqual([{ key: 'new:ip:x' }]);
  });
});

describe('new visitor sessions', () => {
  const sessionCount = async () =>
    Number(
      (await queryRows<{ n: string }>(t.database.db, sql`SELECT count(*) AS n FROM sessions`))[0]
        ?.n,
    );

  it('are refused to a burst from one address past its limit, while its shoppers keep their baskets', async () => {
    const ip = '198.51.100.70';
    const perIp = 5;
    const limited = await sameDatabaseApp(t, {
      rateLimits: {
        ...PRODUCTION_LIMITS,
        visitorSession: { ...PRODUCTION_LIMITS.visitorSession, perIp },
      },
    });
    try {
      /** A browser at `address`: every call comes from it. */
      const browserAt = (address: string) =>
        new Shopper({ call: (options) => limited.call({ ...options, remoteAddress: address }) });
      const shopper = browserAt(ip);
      const { sku } = await wellStockedSku(shopper);
      await shopper.ok('POST', '/api/checkout/cart/add', {
        items: [{ sku, quantity: 1, isLSProduct: false }],
      });
      const before = await sessionCount();
      const statuses = [];
      for (let i = 0; i < perIp + 10; i++) {
        const answer = await browserAt(ip).request('POST', '/api/checkout/cart/add', {
          items: [{ sku, quantity: 1, isLSProduct: false }],
        });
        statuses.push(answer.statusCode);
        if (answer.statusCode === 429)
          expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      expect(statuses).toEqual([
        ...Array<number>(perIp - 1).fill(200),
        ...Array<number>(11).fill(429),
      ]);
      expect(await sessionCount()).toBe(before + perIp - 1);
      // The shopper who already had a basket goes on using it.
      const cart = await shopper.ok<{ nbProducts: number }>('POST', '/api/checkout/cart/add', {
        items: [{ sku, quantity: 1, isLSProduct: false }],
      });
      expect(cart.nbProducts).toBe(2);
      // Another address still starts sessions.
      expect(
        (
          await browserAt('198.51.100.71').request('POST', '/api/customer/updateSession', {
            retarg: 'x',
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});
