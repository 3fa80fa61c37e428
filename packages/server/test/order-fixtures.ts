import { randomUUID } from 'node:crypto';
import type { OrderList, StoreSegment } from '@vitrine/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import { addresses, customers, variants } from '../src/db/schema.js';
import { queryRows } from '../src/db/query.js';
import { prepareCheckout, wellStockedSku } from './checkout-flow.js';
import { signIn } from './checkout-shopper.js';
import { addressOf } from './customer-fixtures.js';
import type { Shopper } from './shopper.js';
import type { TestApp } from './test-app.js';

// Signed-in shoppers for the order and payment tests, made in the database directly: a customer
// row, a main address and a session whose cookie the shopper carries.

const DEMO_EMAILS = { fr: 'marie.dupont@example.fr', uk: 'james.smith@example.co.uk' };

/** A new customer of `store` with a main address and a birth date (an adult). */
export async function newCustomer(
  t: TestApp,
  store: StoreSegment,
  changes: Partial<typeof customers.$inferInsert> = {},
): Promise<number> {
  const db = t.database.db;
  const [number] = await queryRows<{ n: string }>(
    db,
    sql`SELECT nextval('customer_numbers')::text AS n`,
  );
  const [row] = await db
    .insert(customers)
    .values({
      store,
      customerNumber: number?.n ?? '',
      email: `${randomUUID()}@example.com`,
      passwordHash: 'not-used',
      civility: 'Mrs',
      firstName: 'Claire',
      lastName: 'Lefèvre',
      birthDate: '1985-04-02',
      country: store === 'fr' ? 'FR' : 'GB',
      ...changes,
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('customer not inserted');
  await db.insert(addresses).values({ customerId: row.id, kind: 'P', ...addressOf(store) });
  return row.id;
}

/** The seeded demo customer of a store (see src/seed/demo-accounts.ts). */
export async function demoCustomerId(t: TestApp, store: StoreSegment): Promise<number> {
  const [row] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, DEMO_EMAILS[store]));
  if (!row) throw new Error(`no demo customer in ${store}`);
  return row.id;
}

/** The shopper's order history. */
export const orderHistory = async (shopper: Shopper) =>
  (await shopper.ok<OrderList>('GET', '/api/customer/orders/get')).orders;

/**
 * A signed-in shopper ready to pay: a well-stocked SKU in the basket (`quantity` of it) and home
 * delivery to the main address validated.
 */
export async function readyToPay(
  t: TestApp,
  store: StoreSegment,
  customerId: number,
  quantity = 1,
) {
  const shopper = await signIn(t, store, customerId);
  const { sku, productUrl } = await wellStockedSku(shopper);
  await prepareCheckout(shopper, sku, quantity);
  return { shopper, sku, productUrl };
}

/** A variant's stock, read in the database. */
export async function stockOf(t: TestApp, store: StoreSegment, sku: string): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: variants.stock })
    .from(variants)
    .where(and(eq(variants.store, store), eq(variants.sku, sku)));
  if (!row) throw new Error(`no variant ${sku} in ${store}`);
  return row.stock;
}

export async function setStock(t: TestApp, store: StoreSegment, sku: string, stock: number) {
  await t.database.db
    .update(variants)
    .set({ stock })
    .where(and(eq(variants.store, store), eq(variants.sku, sku)));
}

/** Sets a variant's price (a decimal string); answers the price it had, to set it back. */
export async function setPrice(t: TestApp, store: StoreSegment, sku: string, price: string) {
  const where = and(eq(variants.store, store), eq(variants.sku, sku));
  const [row] = await t.database.db.select({ price: variants.price }).from(variants).where(where);
  if (!row) throw new Error(`no variant ${sku} in ${store}`);
  await t.database.db.update(variants).set({ price }).where(where);
  return row.price;
}
