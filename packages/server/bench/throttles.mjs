#!/usr/bin/env node
// `pnpm --filter @vitrine/server bench:throttles` (issue 19): starts the built server on a fresh
// embedded PGlite with the production rate limits (development mode otherwise), sends each
// throttle a burst from one client address, 8 requests in flight (the login slow-down: guesses
// from many addresses, one at a time), and prints a markdown table: answers by status, whether
// every 429 came with Retry-After and a JSON { code: 'request.too_many', message }, requests per second, and the rows of the
// table the burst would fill, before and after. About 90 s.
//
// Client addresses: TRUST_PROXY=127.0.0.1 makes the server believe the `x-forwarded-for` each
// request carries, so every burst comes from its own address, as from separate visitors.
// Row counts: the server holds its PGlite data directory alone, so the rows are counted with PGlite
// itself while the server is stopped: once after the first start has seeded the catalogue, once
// after every burst. Each throttle counts only what its own burst can create (e.g. the sessions
// with the retargeting id its burst sends), so that one pair of counts serves every row.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { contractExamples } from '@vitrine/api-client/examples';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { TEST_BOT_CHALLENGE_TOKEN } from '../dist/customers/bot-challenge.js';
import { DEFAULT_LOGIN_THROTTLE } from '../dist/customers/login-throttle.js';
import { DEFAULT_RATE_LIMITS } from '../dist/security/rate-limit.js';
import { DEMO_PASSWORD } from '../dist/seed/demo-accounts.js';
import { browser, startServer, stopServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3998);
const CONCURRENCY = 8;
const base = `http://127.0.0.1:${PORT}/fr`;
const DEMO_EMAIL = 'marie.dupont@example.fr';

/** A POST from a new visitor (no cookie) at `ip`. */
const post = (ip, path, body) => browser(base, { 'x-forwarded-for': ip })('POST', path, body);

/** `count` POSTs from one address, CONCURRENCY in flight; `body(i)` is the i-th one's body. */
async function burst(ip, path, count, body) {
  const answers = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) answers.push(await post(ip, path, body(next++)));
    }),
  );
  return { answers, seconds: (performance.now() - started) / 1000 };
}

/** Past the per-IP limit, by a few requests. */
const pastLimit = (action, extra) => DEFAULT_RATE_LIMITS[action].perIp + extra;
const email = (name, i) => `bench-${name}-${i}@example.fr`;
const loginBody = (password) => ({
  email: DEMO_EMAIL,
  password,
  turnstileToken: TEST_BOT_CHALLENGE_TOKEN,
});

/** A SKU with stock, as test/checkout-flow.ts finds one. */
async function stockedSku() {
  const call = browser(base);
  const search = await call('GET', '/api/json/Search/robe?pageSize=12');
  for (const { url } of search.body.products) {
    const { body } = await call('GET', `/api/v2/product/dynamic/json${url}`);
    const sku = body.skus.find((s) => s.stock > 0);
    if (sku) return sku.SKUReelle;
  }
  throw new Error('no SKU in stock for "robe"');
}

/** A browser's error report, as the contract's example has it. */
const [report] = contractExamples.errorReport.browserDebug.body.valid;

/** One row each: the action whose limit it meets, the rows it can create, and its burst. */
const THROTTLES = [
  {
    name: 'Error reports',
    action: 'errorReport',
    rows: 'error_reports',
    run: () =>
      burst('198.51.100.1', '/api/v1/log/browserDebug', pastLimit('errorReport', 20), () => report),
  },
  {
    name: 'New sessions: updateSession',
    action: 'visitorSession',
    rows: "sessions WHERE retarg = 'bench'",
    run: () =>
      burst('198.51.100.2', '/api/customer/updateSession', pastLimit('visitorSession', 20), () => ({
        retarg: 'bench',
      })),
  },
  {
    name: 'New sessions: cart add',
    action: 'visitorSession',
    rows: 'carts',
    run: async () => {
      const body = { items: [{ sku: await stockedSku(), quantity: 1, isLSProduct: false }] };
      return burst(
        '198.51.100.3',
        '/api/checkout/cart/add',
        pastLimit('visitorSession', 20),
        () => body,
      );
    },
  },
  {
    name: 'Privilege-code guesses',
    action: 'privilegeCode',
    // Nothing is stored for a guess but the address's counter.
    rows: "rate_limits WHERE key LIKE 'privilegeCode:%'",
    run: () =>
      burst(
        '198.51.100.4',
        '/api/checkout/privilegecode/validate',
        pastLimit('privilegeCode', 20),
        (i) => ({ privilegeCode: `GUESS${i}` }),
      ),
  },
  {
    name: 'Login, many addresses',
    action: 'login',
    rows: 'sessions WHERE customer_id IS NOT NULL',
    // One guess at a time, each from a new address: the free failures, then waits of 1, 2, 4 and
    // 8 s (the cap); then the right password, which still signs in.
    run: async () => {
      const answers = [];
      const started = performance.now();
      for (let i = 0; i < DEFAULT_LOGIN_THROTTLE.freeFailures + 4; i++)
        answers.push(
          await post(`203.0.113.${i + 1}`, '/api/customer/login', loginBody(`Guess-${i}!`)),
        );
      answers.push(await post('203.0.113.99', '/api/customer/login', loginBody(DEMO_PASSWORD)));
      const times = answers.map((a) => `${a.status} in ${(a.ms / 1000).toFixed(1)} s`);
      return {
        answers,
        seconds: (performance.now() - started) / 1000,
        note: `answers, in order: ${times.join(', ')}`,
      };
    },
  },
  {
    // After the row above: every guess here waits the longest, as the account is under attack.
    name: 'Login, one address',
    action: 'login',
    run: () =>
      burst('198.51.100.5', '/api/customer/login', pastLimit('login', 10), (i) =>
        loginBody(`Spray-${i}!`),
      ),
  },
  {
    name: 'Contact',
    action: 'contact',
    rows: 'contact_messages',
    run: () =>
      burst('198.51.100.6', '/api/contact/submit', pastLimit('contact', 5), (i) => ({
        civility: 'Mrs',
        firstName: 'Claire',
        lastName: 'Martin',
        email: email('contact', i),
        country: 'FR',
        subject: 'Commande',
        message: 'Bonjour',
        captcha: true,
        turnstileToken: TEST_BOT_CHALLENGE_TOKEN,
      })),
  },
  {
    name: 'Newsletter',
    action: 'newsletter',
    rows: 'newsletter_subscribers',
    run: () =>
      burst('198.51.100.7', '/api/customer/update', pastLimit('newsletter', 5), (i) => ({
        evt: 'newsletter',
        email: email('newsletter', i),
        mailOption: 'O',
        sendMailNewsletter: true,
      })),
  },
  {
    // Unknown addresses, as an account prober sends them: 404 until the limit, nothing stored.
    name: 'Forgotten password',
    action: 'forgotpassword',
    run: () =>
      burst(
        '198.51.100.8',
        '/api/customer/forgotpassword',
        pastLimit('forgotpassword', 5),
        (i) => ({ email: email('probe', i) }),
      ),
  },
];

/** Each throttle's row count, read with PGlite while the server is stopped. */
async function countRows(dataDir) {
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  try {
    const counts = new Map();
    for (const { rows } of THROTTLES)
      if (rows)
        counts.set(rows, (await db.query(`SELECT count(*)::int AS n FROM ${rows}`)).rows[0].n);
    return counts;
  } finally {
    await db.close();
  }
}

/** The figures of one row of the table. */
function figures({ answers, seconds }) {
  const byStatus = Map.groupBy(answers, (a) => a.status);
  const refused = byStatus.get(429) ?? [];
  const wellFormed = refused.filter(
    (a) =>
      Number(a.headers.get('retry-after')) >= 1 &&
      a.body?.code === 'request.too_many' &&
      typeof a.body.message === 'string',
  );
  return {
    answers: [...byStatus.keys()]
      .sort((a, b) => a - b)
      .map((status) => `${byStatus.get(status).length} × ${status}`)
      .join(', '),
    refusals: refused.length ? `${wellFormed.length} of ${refused.length}` : '—',
    rps: (answers.length / seconds).toFixed(1),
  };
}

/**
 * The limits count in fixed windows of the clock, 10 minutes at the shortest: when the current one
 * ends within `seconds`, waits for the next, so that no burst sees its counts restart halfway.
 */
async function freshWindowFor(seconds) {
  const left = 600_000 - (Date.now() % 600_000);
  if (left < seconds * 1000) await sleep(left);
}

const limitOf = ({ perIp, windowSeconds }) => `${perIp} / ${windowSeconds / 60} min`;

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-throttles-'));
const env = {
  PGLITE_DATA_DIR: dataDir,
  // The production limits whatever the calling shell says, without production's other
  // requirements (APP_FR_DIR, APP_UK_DIR).
  NODE_ENV: 'development',
  RATE_LIMITS: 'on',
  TRUST_PROXY: '127.0.0.1',
};
try {
  await stopServer(await startServer(PORT, env)); // the first start seeds the catalogue
  const before = await countRows(dataDir);
  await freshWindowFor(90); // the start and the bursts take about 75 s
  const server = await startServer(PORT, env);
  const results = [];
  try {
    for (const throttle of THROTTLES) {
      const result = await throttle.run();
      results.push(result);
      console.log(`${throttle.name}: ${figures(result).answers} in ${result.seconds.toFixed(1)} s`);
    }
  } finally {
    await stopServer(server);
  }
  const after = await countRows(dataDir);
  const rows = THROTTLES.map((throttle, i) => {
    const { answers, refusals, rps } = figures(results[i]);
    const counted = throttle.rows
      ? `\`${throttle.rows}\` | ${before.get(throttle.rows)} → ${after.get(throttle.rows)}`
      : '— | —';
    return `| ${throttle.name} | ${limitOf(DEFAULT_RATE_LIMITS[throttle.action])} | ${results[i].answers.length} | ${answers} | ${refusals} | ${rps} | ${counted} |`;
  });
  console.log(
    [
      '',
      `Run on ${new Date().toISOString().slice(0, 10)}: each row from one address, ${CONCURRENCY} requests in flight, but the login from many addresses (one at a time).`,
      '',
      '| Throttle | Limit per IP | Sent | Answers (count × status) | 429 with Retry-After and `{ code, message }` | Requests/s | Rows counted | Before → after |',
      '| --- | --- | ---: | --- | --- | ---: | --- | --- |',
      ...rows,
      '',
      ...THROTTLES.flatMap((throttle, i) =>
        results[i].note ? [`${throttle.name}: ${results[i].note}.`] : [],
      ),
    ].join('\n'),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
