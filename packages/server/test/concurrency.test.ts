import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { prepareCheckout, signUp, validateOrder, wellStockedSku } from './checkout-flow.js';
import { Shopper } from './shopper.js';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.app.close());

const setStock = (sku: string, stock: number) =>
  t.database.db.execute(
    sql`UPDATE variants SET stock = ${stock} WHERE store = 'fr' AND sku = ${sku}`,
  );

describe('stock under concurrent orders', () => {
  it('lets exactly k of N simultaneous orders through for a SKU with k in stock', async () => {
    const N = 12;
    const k = 5;
    const shoppers = Array.from({ length: N }, () => new Shopper(t, 'fr'));
    for (const shopper of shoppers) await signUp(shopper);
    const [first] = shoppers;
    if (!first) throw new Error('no shopper');
    const { sku } = await wellStockedSku(first);
    for (const shopper of shoppers) await prepareCheckout(shopper, sku);
    await setStock(sku, k);

    const answers = await Promise.all(shoppers.map((shopper) => validateOrder(shopper)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(k);
    expect(statuses.filter((status) => status === 409)).toHaveLength(N - k);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json()).toMatchObject({ code: 'order.not_enough_stock' });

    const [row] = await queryRows<{ stock: number; sold: number; orders: number }>(
      t.database.db,
      sql`SELECT (SELECT stock FROM variants WHERE store = 'fr' AND sku = ${sku}) AS stock,
                 (SELECT coalesce(-sum(quantity), 0)::int FROM stock_movements WHERE sku = ${sku}) AS sold,
                 (SELECT count(*)::int FROM order_lines WHERE sku = ${sku}) AS orders`,
    );
    expect(row).toEqual({ stock: 0, sold: k, orders: k });
  });

  it('answers the same order for the same idempotency key, even sent twice at once', async () => {
    const shopper = new Shopper(t, 'fr');
    await signUp(shopper);
    // Not the first case's SKU: it sold out, and the stock call may still show it cached.
    const { sku } = await wellStockedSku(shopper, 'pull');
    await prepareCheckout(shopper, sku);
    const key = randomUUID();
    const [a, b] = await Promise.all([validateOrder(shopper, key), validateOrder(shopper, key)]);
    const again = await validateOrder(shopper, key);
    expect([a.statusCode, b.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(b.json()).toEqual(a.json());
    expect(again.json()).toEqual(a.json());
    const [row] = await queryRows<{ orders: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS orders FROM orders WHERE idempotency_key = ${key}`,
    );
    expect(row?.orders).toBe(1);
  });
});
