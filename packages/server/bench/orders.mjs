#!/usr/bin/env node
// `pnpm --filter @vitrine/server bench:orders`: starts the built server on a fresh embedded PGlite
// (or BENCH_DATABASE_URL), signs up 32 shoppers, then each of 32 concurrent shoppers loops
// through cart add → delivery update and validate → order validate (card) for BENCH_DURATION
// seconds (default 20). Writes orders/s and the latencies of cart add and order validate to the
// "Orders" section of docs/benchmarks.md.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BENCHMARKS_FILE,
  browser,
  ORDERS_SECTION_START,
  percentile,
  startServer,
  stopServer,
} from './server.mjs';

const SHOPPERS = 32;
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3998);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
const base = `http://127.0.0.1:${PORT}/fr`;

async function signUp(call, n) {
  const email = `bench-${n}-${randomUUID().slice(0, 8)}@example.fr`;
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

const delivery = { shippingMethod: 'C', address: 'P' };

async function run() {
  const calls = Array.from({ length: SHOPPERS }, () => browser(base));
  for (let i = 0; i < SHOPPERS; i += 4)
    await Promise.all(calls.slice(i, i + 4).map((call, j) => signUp(call, i + j)));
  const skus = await stockedSkus(calls[0]);
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

const ms = (value) => value.toFixed(1);

const HEADER = [
  ORDERS_SECTION_START,
  '',
  '```sh',
  'pnpm --filter @vitrine/server build && pnpm --filter @vitrine/server bench:orders',
  'BENCH_DATABASE_URL=postgres://… pnpm --filter @vitrine/server bench:orders   # on PostgreSQL',
  '```',
  '',
  `${SHOPPERS} signed-in shoppers, each its own connection and session, loop for ${DURATION} s through`,
  'cart add → delivery update and validate → order validate (card, so the order is placed and',
  'its stock taken) on the French store. Server and load generator share this machine:',
  `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}. PGlite is one connection, so`,
  'requests queue behind each other; PostgreSQL runs them on a pool of 10.',
  '',
].join('\n');

/** Rewrites this database's subsection of the Orders section, keeping the other one. */
function writeOrdersSubsection(database, subsection) {
  const previous = existsSync(BENCHMARKS_FILE) ? readFileSync(BENCHMARKS_FILE, 'utf8') : '';
  const start = previous.indexOf(ORDERS_SECTION_START);
  const before = (start < 0 ? previous : previous.slice(0, start)).trimEnd();
  const kept = (start < 0 ? '' : previous.slice(start))
    .split(/^(?=### On )/m)
    .filter((part) => part.startsWith('### On ') && !part.startsWith(`### On ${database}`));
  const subsections = [...kept.map((part) => `${part.trimEnd()}\n`), subsection].sort();
  writeFileSync(BENCHMARKS_FILE, `${before}\n\n${HEADER}\n${subsections.join('\n')}`);
}
const dataDir = DATABASE_URL ? '' : mkdtempSync(join(tmpdir(), 'vitrine-bench-orders-'));
// 32 signups from one address would trip the signup limit: load tests lift the limits.
const server = await startServer(PORT, {
  RATE_LIMITS: 'off',
  ...(DATABASE_URL ? { DATABASE_URL } : { PGLITE_DATA_DIR: dataDir }),
});
try {
  const { timings, outcomes } = await run();
  const rows = Object.entries(timings).map(([name, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return `| ${name} | ${list.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} |`;
  });
  const ordersPerSecond = outcomes.orders / DURATION;
  const database = DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  const subsection = [
    `### On ${database}`,
    '',
    `Run on ${new Date().toISOString().slice(0, 10)}: **${ordersPerSecond.toFixed(1)} orders/s sustained** (${outcomes.orders} orders; ${outcomes.outOfStock} refused for stock, ${outcomes.errors} errors).`,
    '',
    '| Call | Calls | p50 (ms) | p95 (ms) | p99 (ms) |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
  ].join('\n');
  console.log(subsection);
  writeOrdersSubsection(database, subsection);
} finally {
  await stopServer(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
