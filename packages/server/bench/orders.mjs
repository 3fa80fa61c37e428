#!/usr/bin/env node
// `pnpm --filter @vitrine/server bench:orders`: starts the built server (RESPONSE_CACHE=off) on a
// fresh embedded PGlite (or BENCH_DATABASE_URL), signs up BENCH_CONNECTIONS shoppers (default 32),
// and each loops through cart add → delivery update and validate → order validate (card) for
// BENCH_DURATION seconds (default 20); then each fills a basket of 3 lines and asks for it
// (cart/get) for BENCH_CART_DURATION seconds (default 5). Checks from the database that each SKU's
// stock went down by the units the run's orders sold, and writes the run as a row of the
// "Orders" table of docs/benchmarks.md (one row per database, catalogue size and connections,
// with the machine it ran on). On PostgreSQL the tables the runs churn are vacuumed first: each
// run starts without the dead rows of the runs before it, as autovacuum keeps a deployment's
// (a CI machine's PostgreSQL may run without autovacuum).
// BENCH_PROFILE=1 (PostgreSQL) also prints the server's CPU per order and each route's queries
// and pool waits (bench/query-profile.mjs).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import {
  APP_KEY,
  BENCHMARKS_FILE,
  ORDERS_SECTION_START,
  percentile,
  startServer,
  stopServer,
} from './server.mjs';

const SHOPPERS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CART_DURATION = Number(process.env.BENCH_CART_DURATION ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3998);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
const PROFILE = process.env.BENCH_PROFILE === '1' && DATABASE_URL !== '';
const base = `http://127.0.0.1:${PORT}/fr`;
/** Names this run's shoppers, so the stock check counts this run's orders only. */
const RUN = randomUUID().slice(0, 8);

const decompress = { br: brotliDecompressSync, gzip: gunzipSync };

/**
 * One shopper at `base` (http://127.0.0.1:3998/fr): its own keep-alive connection and session
 * cookie, JSON in and out, answers compressed as a browser takes them, each call timed. Lighter
 * than fetch: on a small machine the load generator's CPU is taken from the server's.
 */
function shopper(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port, pathname } = new URL(base);
  let cookie = '';
  return (method, path, body) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const payload = body ? JSON.stringify(body) : '';
      const headers = {
        'x-app-key': APP_KEY,
        'accept-encoding': 'br, gzip',
        ...(cookie ? { cookie } : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      };
      const request = http.request(
        { agent, hostname, port, method, path: `${pathname}${path}`, headers },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            const text = (
              decompress[response.headers['content-encoding']]?.(raw) ?? raw
            ).toString();
            const set = response.headers['set-cookie']?.find((c) => c.startsWith('vitrine_sid='));
            if (set) cookie = set.split(';')[0];
            resolve({
              status: response.statusCode,
              body: text ? JSON.parse(text) : null,
              ms: performance.now() - started,
            });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
}

async function signUp(call, n) {
  const email = `bench-${RUN}-${n}@example.fr`;
  const answer = await call('POST', '/api/customer/create', {
    civility: 'Mrs',
    firstName: 'Claire',
    lastName: 'Martin',
    email,
    confirmEmail: email,
    password: 'Vitrine2026!',
    confirmPassword: 'Vitrine2026!',
    street: '12 rue de la Paix',
    complement: '',
    locality: '',
    postalCode: '75002',
    city: 'Paris',
    country: 'FR',
    cellPhone: '0612345678',
    landline: '',
    smsOption: false,
    mailOption: false,
    partnerOption: false,
  });
  if (answer.status !== 200)
    throw new Error(`signup: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** SKUs with plenty of stock, from the products sitemap and their live stock. */
async function stockedSkus(call) {
  const skus = [];
  for (const page of [1, 2, 3]) {
    const { body } = await call('GET', `/api/sitemap/products?page=${page}`);
    for (const { url } of body.items) {
      const dynamic = await call('GET', `/api/v2/product/dynamic/json${url}`);
      for (const sku of dynamic.body.skus) if (sku.stock >= 20) skus.push(sku.SKUReelle);
    }
  }
  return skus;
}

/**
 * SQL on the bench's database: PostgreSQL while the server runs; PGlite only while it is stopped
 * (the server holds its data directory alone).
 */
async function query(dataDir, text, params) {
  if (DATABASE_URL) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(text, params)).rows;
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  try {
    return (await db.query(text, params)).rows;
  } finally {
    await db.close();
  }
}

/** The French store's catalogue size and the stock of these SKUs. */
async function readStock(dataDir, skus) {
  const [{ products }] = await query(
    dataDir,
    `SELECT count(*)::int AS products FROM products WHERE store = 'fr'`,
  );
  const rows = await query(
    dataDir,
    `SELECT sku, stock FROM variants WHERE store = 'fr' AND sku = ANY($1)`,
    [skus],
  );
  return { products, stock: new Map(rows.map((row) => [row.sku, row.stock])) };
}

/**
 * Units the run's orders sold per SKU, against the stock each SKU lost meanwhile; and the
 * orders recorded against those the shoppers were answered.
 */
async function checkStock(dataDir, before, answeredOrders) {
  const sold = await query(
    dataDir,
    `SELECT l.sku, sum(l.quantity)::int AS units, count(DISTINCT o.id)::int AS orders
       FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN customers c ON c.id = o.customer_id
      WHERE c.email LIKE $1 GROUP BY l.sku`,
    [`bench-${RUN}-%`],
  );
  const [{ orders }] = await query(
    dataDir,
    `SELECT count(*)::int AS orders FROM orders o JOIN customers c ON c.id = o.customer_id
      WHERE c.email LIKE $1`,
    [`bench-${RUN}-%`],
  );
  const after = (await readStock(dataDir, [...before.keys()])).stock;
  const problems = sold.flatMap(({ sku, units }) => {
    const taken = (before.get(sku) ?? NaN) - (after.get(sku) ?? NaN);
    return taken === units ? [] : [`${sku}: ${units} sold, ${taken} taken from stock`];
  });
  for (const [sku, stock] of before)
    if (!sold.some((row) => row.sku === sku) && after.get(sku) !== stock)
      problems.push(`${sku}: none sold, stock ${stock} → ${after.get(sku)}`);
  if (orders !== answeredOrders)
    problems.push(`${orders} orders recorded, ${answeredOrders} answered`);
  return { units: sold.reduce((sum, row) => sum + row.units, 0), problems };
}

const delivery = { shippingMethod: 'C', address: 'P' };

async function placeOrders(calls, skus) {
  let next = 0;
  const timings = { 'cart add': [], 'delivery update + validate': [], 'order validate': [] };
  const outcomes = { orders: 0, outOfStock: 0, errors: 0 };
  const deadline = performance.now() + DURATION * 1000;
  await Promise.all(
    calls.map(async (call) => {
      while (performance.now() < deadline) {
        const sku = skus[next++ % skus.length];
        const add = await call('POST', '/api/checkout/cart/add', {
          items: [{ sku, isLSProduct: false, quantity: 1 }],
        });
        timings['cart add'].push(add.ms);
        if (add.status !== 200) {
          outcomes[add.status === 409 ? 'outOfStock' : 'errors']++;
          continue;
        }
        const update = await call('POST', '/api/checkout/cart/delivery/update', delivery);
        const validate = await call('POST', '/api/checkout/cart/delivery/validate', delivery);
        timings['delivery update + validate'].push(update.ms + validate.ms);
        if (update.status !== 200 || validate.status !== 200) outcomes.errors++;
        const order = await call('POST', '/api/checkout/order/validate', {
          idempotencyKey: randomUUID(),
          paymentMethod: 'card',
        });
        timings['order validate'].push(order.ms);
        if (order.status === 200) outcomes.orders++;
        else outcomes[order.status === 409 ? 'outOfStock' : 'errors']++;
      }
    }),
  );
  return { timings, outcomes };
}

/** Each shopper's basket of 3 lines, asked for in a loop: the basket page's call. */
async function readBaskets(calls, skus) {
  await Promise.all(
    calls.map(async (call, i) => {
      const items = [0, 1, 2].map((k) => ({
        sku: skus[(i * 3 + k) % skus.length],
        isLSProduct: false,
        quantity: 1,
      }));
      const add = await call('POST', '/api/checkout/cart/add', { items });
      if (add.status !== 200 || add.body.products.length !== 3)
        throw new Error(`basket of 3: ${add.status} ${JSON.stringify(add.body)}`);
    }),
  );
  const timings = [];
  let errors = 0;
  const deadline = performance.now() + CART_DURATION * 1000;
  await Promise.all(
    calls.map(async (call) => {
      while (performance.now() < deadline) {
        const cart = await call('GET', '/api/checkout/cart/get');
        timings.push(cart.ms);
        if (cart.status !== 200 || cart.body.products.length !== 3) errors++;
      }
    }),
  );
  return { timings, errors };
}

const ms = (value) => value.toFixed(1);
const p50p95 = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 95))}`;
};

const TABLE_HEADER = [
  '| Database | Products per store | Shoppers | Run on | Machine | Orders/s | Orders | Errors | Stock exact | Cart add p50 / p95 | Delivery update + validate p50 / p95 | Order validate p50 / p95 | Cart/get (3 lines) p50 / p95 | Cart/get/s |',
  '| --- | ---: | ---: | --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
];
const MACHINE = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}`;

const SECTION = [
  ORDERS_SECTION_START,
  '',
  '```sh',
  'pnpm --filter @vitrine/server build',
  'pnpm --filter @vitrine/server bench:orders                                            # PGlite, 32 shoppers',
  'BENCH_DATABASE_URL=postgres://… pnpm --filter @vitrine/server bench:orders           # PostgreSQL',
  'BENCH_DATABASE_URL=postgres://… BENCH_CONNECTIONS=1 pnpm --filter @vitrine/server bench:orders',
  '```',
  '',
  'Each row is one run (the bench replaces the row of the same database, catalogue size and',
  'number of shoppers). Latencies in milliseconds, per call.',
  '',
  ...TABLE_HEADER,
  '',
].join('\n');

/**
 * Writes a run as its row of the Orders table, replacing the row of the same database, catalogue
 * size and shoppers; the rest of the section (notes written by hand) is kept.
 */
function writeRow(row) {
  // Cells compared trimmed: Prettier pads the table.
  const cells = (line) => line.split('|').map((cell) => cell.trim());
  const key = (line) => cells(line).slice(1, 4).join('|');
  const file = readFileSync(BENCHMARKS_FILE, 'utf8');
  const text = file.includes(ORDERS_SECTION_START) ? file : `${file.trimEnd()}\n\n${SECTION}`;
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line === ORDERS_SECTION_START);
  const header = cells(TABLE_HEADER[0]).join('|');
  const from = lines.findIndex((line, i) => i > start && cells(line).join('|') === header);
  if (from < 0) throw new Error(`${BENCHMARKS_FILE}: no Orders table to write the run in`);
  const after = lines.findIndex((line, i) => i > from && !line.startsWith('|'));
  const end = after < 0 ? lines.length : after;
  const rows = lines.slice(from + 2, end).filter((line) => key(line) !== key(row));
  rows.push(row);
  rows.sort((a, b) => key(a).localeCompare(key(b), 'en', { numeric: true }));
  lines.splice(from, end - from, ...TABLE_HEADER, ...rows);
  writeFileSync(BENCHMARKS_FILE, lines.join('\n'));
}

function printProfile(file, orders) {
  const { cpuMs, eventLoopUtilization, routes } = JSON.parse(readFileSync(file, 'utf8'));
  console.log(
    `server from the first checkout call on: ${cpuMs} ms of CPU (${(cpuMs / orders).toFixed(1)} ms an order), main thread busy ${Math.round(eventLoopUtilization * 100)} % of the time`,
  );
  for (const route of routes) {
    if (!route.route.includes('/checkout/')) continue;
    const { statements, ...figures } = route;
    console.log(JSON.stringify(figures));
    for (const s of statements.slice(0, 12))
      console.log(`   ${s.perCall} × ${s.msEach} ms  ${s.text}`);
  }
}

const dataDir = DATABASE_URL ? '' : mkdtempSync(join(tmpdir(), 'vitrine-bench-orders-'));
const profileFile = join(tmpdir(), `vitrine-query-profile-${RUN}.json`);
const serverEnv = {
  // Many signups from one address would trip the signup limit: load tests lift the limits.
  RATE_LIMITS: 'off',
  RESPONSE_CACHE: 'off',
  ...(DATABASE_URL ? { DATABASE_URL } : { PGLITE_DATA_DIR: dataDir }),
  ...(PROFILE
    ? {
        NODE_OPTIONS: `--import ${fileURLToPath(new URL('query-profile.mjs', import.meta.url))}`,
        QUERY_PROFILE_OUT: profileFile,
      }
    : {}),
};
let server = await startServer(PORT, serverEnv);
try {
  const calls = Array.from({ length: SHOPPERS }, () => shopper(base));
  for (let i = 0; i < SHOPPERS; i += 4)
    await Promise.all(calls.slice(i, i + 4).map((call, j) => signUp(call, i + j)));
  const skus = await stockedSkus(calls[0]);
  if (!DATABASE_URL) await stopServer(server);
  const before = await readStock(dataDir, skus);
  if (DATABASE_URL)
    await query('', 'VACUUM (ANALYZE) carts, cart_lines, sessions, variants, products, orders');
  else server = await startServer(PORT, serverEnv);

  const { timings, outcomes } = await placeOrders(calls, skus);
  const baskets = await readBaskets(calls, skus);
  await stopServer(server);
  server = null;
  const stock = await checkStock(dataDir, before.stock, outcomes.orders);

  const database = DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  const exact = stock.problems.length ? `**no** (${stock.problems.length} SKUs)` : 'yes';
  const row = `| ${database} | ${before.products} | ${SHOPPERS} | ${new Date().toISOString().slice(0, 10)} | ${MACHINE} | ${(outcomes.orders / DURATION).toFixed(1)} | ${outcomes.orders} | ${outcomes.errors + baskets.errors} | ${exact} | ${p50p95(timings['cart add'])} | ${p50p95(timings['delivery update + validate'])} | ${p50p95(timings['order validate'])} | ${p50p95(baskets.timings)} | ${CART_DURATION ? (baskets.timings.length / CART_DURATION).toFixed(0) : '—'} |`;
  console.log(
    `${outcomes.orders} orders (${stock.units} units), ${outcomes.outOfStock} refused for stock, ${outcomes.errors} errors; ${baskets.timings.length} cart/get, ${baskets.errors} errors`,
  );
  for (const [name, list] of Object.entries({ ...timings, 'cart/get': baskets.timings })) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `${name}: ${list.length} calls, p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}`,
    );
  }
  for (const problem of stock.problems) console.error(`stock: ${problem}`);
  console.log(row);
  if (PROFILE) printProfile(profileFile, outcomes.orders);
  writeRow(row);
  if (stock.problems.length) process.exitCode = 1;
} finally {
  if (server) await stopServer(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileFile, { force: true });
}
