import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type {
  Cart,
  Customer,
  OrderConfirmation,
  ProductDynamic,
} from '@vitrine/api-client/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import { queryRows } from '../src/db/query.js';
import { DEFAULT_RATE_LIMITS } from '../src/security/rate-limit.js';
import {
  placeOrder,
  prepareCheckout,
  signUp,
  validateOrder,
  wellStockedSku,
} from './checkout-flow.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { httpTransport, Shopper } from './shopper.js';
import { freshPostgresDatabase, TEST_APP_KEY } from './test-app.js';
import { errorReport } from './error-report-fixture.js';

// Two processes of the built server (dist/main.js) on one PostgreSQL database, called over real
// HTTP as a load balancer would spread a shopper's calls: nothing a request needs may live in one
// replica's memory. PostgreSQL only (describe.runIf, as seed.test.ts is PGlite only): a PGlite
// data directory belongs to the one process that opened it, so there are no replicas to run.
//
// Both start at the same moment on an empty database, as a first deployment does: the first test
// checks that one of them migrated and seeded while the other waited, and the others use that
// database rather than a copy of the seeded template (the same seed, hence the same catalogue): a
// second pair of processes would cost another 10 to 20 s of start on a busy 2-core machine.

/** Run in reverse after the file: replicas stopped, then their database dropped. */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** One replica, with the production rate limits (RATE_LIMITS unset) and its response cache on. */
async function startReplica(databaseUrl: string): Promise<ServerProcess> {
  const replica = await startServerProcess({
    DATABASE_URL: databaseUrl,
    APP_KEY: TEST_APP_KEY,
    NODE_ENV: 'test',
    PASSWORD_HASHING: 'fast',
    // The API only: loading the apps' server bundles would slow each start for nothing.
    APP_FR_DIR: '/nonexistent/fr',
    APP_UK_DIR: '/nonexistent/uk',
  });
  cleanups.push(() => replica.stop());
  return replica;
}

/** An empty database, two replicas started on it at the same moment, the test's connection to it. */
async function replicasOnEmptyDatabase() {
  const fresh = await freshPostgresDatabase(false);
  if (!fresh) throw new Error('the postgres project has a database server');
  cleanups.push(() => fresh.drop());
  // Both settled before any failure is thrown, so that a started one is stopped after the file.
  const [a, b] = await Promise.allSettled([startReplica(fresh.url), startReplica(fresh.url)]);
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  const database = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 2 });
  cleanups.push(() => database.close());
  return { a: a.value, b: b.value, database };
}

/**
 * One browser behind the load balancer: `via(replica)` sends its next calls to that replica; its
 * cookies go with it.
 */
function behindBalancer(first: ServerProcess) {
  let replica = first;
  const shopper = new Shopper({ call: (options) => httpTransport(replica.baseUrl).call(options) });
  return (next: ServerProcess) => {
    replica = next;
    return shopper;
  };
}

/** The same browser's cookies on a shopper of its own, for calls sent to `replica` in parallel. */
function sameBrowserOn(shopper: Shopper, replica: ServerProcess): Shopper {
  const twin = new Shopper(httpTransport(replica.baseUrl));
  for (const [name, value] of shopper.cookies) twin.cookies.set(name, value);
  return twin;
}

const dynamicPath = (productUrl: string) => `/api/v2/product/dynamic/json${productUrl}`;

const stockIn = (answer: { json(): unknown }, sku: string) =>
  (answer.json() as ProductDynamic).skus.find((entry) => entry.SKUReelle === sku)?.stock;

describe.runIf(process.env.TEST_DATABASE === 'postgres')('two replicas on one database', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  /** The test's own look at the database both replicas use. */
  let database: Database;
  beforeAll(async () => {
    ({ a, b, database } = await replicasOnEmptyDatabase());
  }, 180_000);

  const stockInDatabase = async (sku: string) => {
    const [row] = await queryRows<{ stock: number }>(
      database.db,
      sql`SELECT stock FROM variants WHERE store = 'fr' AND sku = ${sku}`,
    );
    return row?.stock;
  };

  it('start together on an empty database: one migrates and seeds while the other waits', async () => {
    for (const replica of [a, b])
      await new Shopper(httpTransport(replica.baseUrl)).ok('GET', '/api/v2/menu');
    const migrations = (
      JSON.parse(
        readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
      ) as { entries: unknown[] }
    ).entries.length;
    const [row] = await queryRows<{ seeds: number; migrations: number; stores: number }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM seed_runs) AS seeds,
                   (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations,
                   (SELECT count(DISTINCT store)::int FROM products) AS stores`,
    );
    expect(row).toEqual({ seeds: 1, migrations, stores: 2 });
  });

  it("continue a session on the other replica: a visitor's basket, then the signed-in customer", async () => {
    const via = behindBalancer(a);
    const { sku } = await wellStockedSku(via(a), 'jupe');
    const added = await via(a).ok<Cart>('POST', '/api/checkout/cart/add', {
      items: [{ sku, isLSProduct: false, quantity: 1 }],
    });
    const onB = await via(b).ok<Cart>('GET', '/api/checkout/cart/get');
    expect(onB.cartId).toBe(added.cartId);
    expect(onB.products.map((line) => line.sku)).toEqual([sku]);

    // Signed up on B: the visitor's basket started on A becomes the customer's.
    const email = await signUp(via(b));
    expect(await via(a).ok<Customer>('GET', '/api/customer/get')).toMatchObject({
      isLoggedIn: true,
      email,
    });
    const merged = await via(a).ok<Cart>('GET', '/api/checkout/cart/get');
    expect(merged.products.map((line) => line.sku)).toEqual([sku]);
    await via(b).ok('GET', '/api/customer/orders/get');

    // Logged out on B: the session is gone on A too.
    await via(b).ok('GET', '/api/customer/logout');
    expect(await via(a).ok<Customer>('GET', '/api/customer/get')).toEqual({ isLoggedIn: false });
  });

  it('share the rate-limit counters: error reports spread over both are refused past the one limit', async () => {
    const { perIp, windowSeconds } = DEFAULT_RATE_LIMITS.errorReport;
    // A fixed window that ended mid-burst would start the count again: begin clear of its end.
    const [clock] = await queryRows<{ msLeft: number }>(
      database.db,
      sql`SELECT (${windowSeconds * 1000} - mod(extract(epoch FROM now()) * 1000, ${windowSeconds * 1000}))::int AS "msLeft"`,
    );
    const msLeft = clock?.msLeft ?? 0;
    if (msLeft < 15_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 500));

    const report = errorReport('https://shop.example/fr/');
    const storedReports = async () =>
      (
        await queryRows<{ reports: number }>(
          database.db,
          sql`SELECT count(*)::int AS reports FROM error_reports`,
        )
      )[0]?.reports;
    const reportsBefore = await storedReports();
    const statuses: Record<'a' | 'b', number[]> = { a: [], b: [] };
    for (let i = 0; i < perIp + 10; i++) {
      const [name, replica] = i % 2 ? (['b', b] as const) : (['a', a] as const);
      const answer = await new Shopper(httpTransport(replica.baseUrl)).post(
        '/api/v1/log/browserDebug',
        report,
      );
      statuses[name].push(answer.statusCode);
    }
    // One count: the first perIp (half on each replica) through, then 429 on both.
    const expected = (offset: number) =>
      Array.from({ length: (perIp + 10) / 2 }, (_, i) => (offset + 2 * i < perIp ? 200 : 429));
    expect(statuses).toEqual({ a: expected(0), b: expected(1) });
    expect(await storedReports()).toBe((reportsBefore ?? 0) + perIp);
  });

  it("serve a stock change made through one replica from the other within the cache's stated time", async () => {
    const via = behindBalancer(a);
    await signUp(via(a));
    // Read on A only: B has not cached this product's prices and stock yet.
    const { sku, productUrl } = await wellStockedSku(via(a), 'pantalon');
    await prepareCheckout(via(a), sku);

    const filledAt = performance.now();
    const filled = await via(b).get(dynamicPath(productUrl));
    expect(filled.headers['x-cache']).toBe('miss');
    const maxAge = Number(/max-age=(\d+)/.exec(filled.headers['cache-control'] ?? '')?.[1]);
    expect(maxAge).toBe(5);
    const before = stockIn(filled, sku);
    await placeOrder(via(a));
    // Well inside B's copy's life, or the polls below could not tell a cache from none.
    expect(performance.now() - filledAt).toBeLessThan(maxAge * 1000 - 500);

    const polls: { cache: string | undefined; stock: number | undefined }[] = [];
    const freshAt = await vi.waitFor(
      async () => {
        const answer = await via(b).get(dynamicPath(productUrl));
        const stock = stockIn(answer, sku);
        polls.push({ cache: answer.headers['x-cache']?.toString(), stock });
        expect(stock).toBe((before ?? 0) - 1);
        return performance.now();
      },
      { timeout: (maxAge + 10) * 1000, interval: 100 },
    );
    // B answered its copy (its cache is on) until the copy was maxAge old, then the new stock.
    expect(polls[0]).toEqual({ cache: 'hit', stock: before });
    expect(polls.slice(0, -1).every((poll) => poll.cache === 'hit' && poll.stock === before)).toBe(
      true,
    );
    expect(freshAt - filledAt).toBeGreaterThanOrEqual(maxAge * 1000);
    expect(freshAt - filledAt).toBeLessThan(maxAge * 1000 + 3000);
  });

  it('place one order for one idempotency key sent to both at once', async () => {
    const via = behindBalancer(a);
    await signUp(via(a));
    const { sku } = await wellStockedSku(via(a), 'pull');
    await prepareCheckout(via(a), sku);
    const stockBefore = await stockInDatabase(sku);
    const key = randomUUID();
    const answers = await Promise.all(
      [a, b].map((replica) => validateOrder(sameBrowserOn(via(a), replica), key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map((answer) => answer.json<OrderConfirmation>());
    expect(second?.order.orderNumber).toBe(first?.order.orderNumber);
    const [row] = await queryRows<{ orders: number; taken: number }>(
      database.db,
      sql`SELECT count(DISTINCT o.id)::int AS orders, coalesce(-sum(m.quantity), 0)::int AS taken
            FROM orders o LEFT JOIN stock_movements m ON m.order_id = o.id
            WHERE o.idempotency_key = ${key}`,
    );
    expect(row).toEqual({ orders: 1, taken: 1 });
    expect(await stockInDatabase(sku)).toBe((stockBefore ?? 0) - 1);
  });

  it('lose no acknowledged order when one is killed mid-stream, and the other keeps taking orders', async () => {
    const browsers = [a, b, a, b].map((replica) => ({ via: behindBalancer(replica), replica }));
    for (const { via, replica } of browsers) await signUp(via(replica));
    const [firstBrowser] = browsers;
    if (!firstBrowser) throw new Error('no browser');
    const { sku } = await wellStockedSku(firstBrowser.via(a), 'veste');
    // Plenty for the stream: a refusal for stock would be a failure on the survivor.
    await database.db.execute(
      sql`UPDATE variants SET stock = 100000 WHERE store = 'fr' AND sku = ${sku}`,
    );
    const [latest] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT coalesce(max(id), 0)::int AS id FROM orders`,
    );
    const ordersBefore = latest?.id ?? 0;

    let live = [a, b];
    let killed = false;
    let streaming = true;
    const acknowledged: {
      orderNumber: string;
      by: ServerProcess;
      browser: number;
      afterKill: boolean;
    }[] = [];
    const failures: { by: ServerProcess; error: unknown }[] = [];
    // Each browser orders one unit after another, each order on the next live replica.
    const streams = browsers.map(async ({ via }, browser) => {
      for (let n = browser; streaming; n++) {
        const replica = live[n % live.length] ?? b;
        try {
          await prepareCheckout(via(replica), sku);
          const { order } = await placeOrder(via(replica));
          acknowledged.push({
            orderNumber: order.orderNumber,
            by: replica,
            browser,
            afterKill: killed,
          });
        } catch (error) {
          // The kill cuts A's requests off: only answers received count.
          failures.push({ by: replica, error });
        }
      }
    });
    const ordersBy = (replica: ServerProcess) =>
      acknowledged.filter((order) => order.by === replica).length;
    await vi.waitUntil(() => Math.min(ordersBy(a), ordersBy(b)) >= 3, {
      timeout: 30_000,
      interval: 20,
    });
    await a.kill();
    killed = true;
    live = [b];
    // Every browser, A's included, orders on B after the kill: sessions and baskets survive.
    await vi.waitUntil(
      () =>
        [...browsers.keys()].every((browser) =>
          acknowledged.some((order) => order.browser === browser && order.afterKill),
        ),
      { timeout: 30_000, interval: 20 },
    );
    streaming = false;
    await Promise.all(streams);
    expect(failures.filter((failure) => failure.by !== a).map((failure) => failure.error)).toEqual(
      [],
    );

    // Every acknowledged order is stored with its stock movement; orders committed while their
    // answer was lost to the kill may be there too, and their stock is taken as well.
    const orders = await queryRows<{ orderNumber: string; units: number; taken: number }>(
      database.db,
      sql`SELECT o.order_number AS "orderNumber", l.quantity AS units,
              coalesce((SELECT -sum(m.quantity) FROM stock_movements m
                WHERE m.order_id = o.id AND m.sku = l.sku), 0)::int AS taken
            FROM orders o JOIN order_lines l ON l.order_id = o.id
            WHERE o.id > ${ordersBefore} AND l.sku = ${sku}`,
    );
    const stored = new Map(orders.map((order) => [order.orderNumber, order]));
    for (const { orderNumber } of acknowledged) expect(stored.has(orderNumber)).toBe(true);
    for (const order of orders) expect(order.taken).toBe(order.units);
    const units = orders.reduce((sum, order) => sum + order.units, 0);
    expect(await stockInDatabase(sku)).toBe(100_000 - units);
  });
});
