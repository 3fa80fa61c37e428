import { addressOf } from './customer-fixtures.js';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type {
  Address,
  Cart,
  CartItem,
  CartProduct,
  StoreSegment,
} from '@vitrine/api-client/contract';
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { TEST_BOT_CHALLENGE_TOKEN } from '../src/customers/bot-challenge.js';
import { hashPassword } from '../src/customers/passwords.js';
import { queryRows } from '../src/db/query.js';
import { addresses, customers, sessions } from '../src/db/schema.js';
import { warehouseCategorySlugs } from '../src/delivery/warehouse-goods.js';
import { SESSION_COOKIE } from '../src/http/session.js';
import { toCents } from '../src/money.js';
import { Shopper } from './shopper.js';
import { TEST_PASSWORD_HASHING, type TestApp } from './test-app.js';

// Customers, sessions and catalogue picks for the cart, privilege-code and delivery tests, made
// in the database directly so these tests do not depend on the customer calls.

export const STORES = ['fr', 'uk'] as const;
const PASSWORD = 'Panier#2026';

export const ADDRESSES = {
  fr: addressOf('fr'),
  uk: addressOf('uk'),
  overseas: {
    street: '12 rue Victor Hugo',
    complement: '',
    locality: '',
    postalCode: '97200',
    city: 'Fort-de-France',
    country: 'FR',
  },
  lyon: {
    street: '8 quai Saint-Antoine',
    complement: 'Bâtiment B',
    locality: '',
    postalCode: '69002',
    city: 'Lyon',
    country: 'FR',
  },
} satisfies Record<string, Address>;

export interface TestCustomer {
  id: number;
  email: string;
}

/** A customer of `store` with a main address (and an alternative one when given). */
async function createCustomer(
  t: TestApp,
  store: StoreSegment,
  main: Address = ADDRESSES[store],
  alternative?: Address,
): Promise<TestCustomer> {
  const db = t.database.db;
  const email = `${randomUUID()}@example.com`;
  const [customer] = await db
    .insert(customers)
    .values({
      store,
      customerNumber: sql`nextval('customer_numbers')::text`,
      email,
      passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_HASHING),
      civility: 'Mrs',
      firstName: 'Claire',
      lastName: 'Lefèvre',
      country: main.country,
    })
    .returning({ id: customers.id });
  if (!customer) throw new Error('no customer inserted');
  const rows = [{ ...main, kind: 'P' }, ...(alternative ? [{ ...alternative, kind: 'S' }] : [])];
  await db.insert(addresses).values(rows.map((row) => ({ ...row, customerId: customer.id })));
  return { id: customer.id, email };
}

/** A shopper signed in as the customer (a session row and its cookie). */
export async function signIn(
  t: TestApp,
  store: StoreSegment,
  customerId: number,
): Promise<Shopper> {
  const token = randomBytes(32).toString('base64url');
  await t.database.db.insert(sessions).values({
    idHash: createHash('sha256').update(token).digest('base64url'),
    store,
    customerId,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  const shopper = new Shopper(t, store);
  shopper.cookies.set(SESSION_COOKIE, token);
  return shopper;
}

/** A new customer, signed in. */
export async function customerShopper(
  t: TestApp,
  store: StoreSegment,
  main?: Address,
  alternative?: Address,
): Promise<{ shopper: Shopper; customer: TestCustomer }> {
  const customer = await createCustomer(t, store, main, alternative);
  return { shopper: await signIn(t, store, customer.id), customer };
}

/** Logs in through the login call (the visitor's basket merges into the account's). */
export async function logIn(shopper: Shopper, email: string): Promise<void> {
  await shopper.ok('POST', '/api/customer/login', {
    email,
    password: PASSWORD,
    turnstileToken: TEST_BOT_CHALLENGE_TOKEN,
  });
}

export interface VariantPick {
  sku: string;
  productId: string;
  priceCents: number;
  stock: number;
}

export interface PickOptions {
  /** Warehouse (isLdf) goods, or parcel goods (default). */
  ldf?: boolean;
  minStock?: number;
  maxStock?: number;
  minPriceCents?: number;
  maxPriceCents?: number;
  markdown?: boolean;
  /** Not these products (to pick distinct products). */
  notProducts?: readonly string[];
}

/** Variants of the store's catalogue that fit, cheapest first, one per product. */
export async function pickVariants(
  t: TestApp,
  store: StoreSegment,
  options: PickOptions = {},
  count = 1,
): Promise<VariantPick[]> {
  const conditions: SQL[] = [sql`v.store = ${store}`];
  const slugs = sql.join(
    warehouseCategorySlugs(store).map((slug) => sql`${slug}`),
    sql`, `,
  );
  conditions.push(options.ldf ? sql`c.slug IN (${slugs})` : sql`c.slug NOT IN (${slugs})`);
  conditions.push(sql`v.stock >= ${options.minStock ?? 20}`);
  if (options.maxStock !== undefined) conditions.push(sql`v.stock <= ${options.maxStock}`);
  if (options.minPriceCents !== undefined)
    conditions.push(sql`v.price >= ${options.minPriceCents / 100}`);
  if (options.maxPriceCents !== undefined)
    conditions.push(sql`v.price <= ${options.maxPriceCents / 100}`);
  if (options.markdown !== undefined) conditions.push(sql`v.is_markdown = ${options.markdown}`);
  for (const id of options.notProducts ?? []) conditions.push(sql`v.product_id <> ${id}`);
  const rows = await queryRows<{ sku: string; product_id: string; price: string; stock: number }>(
    t.database.db,
    sql`
      SELECT DISTINCT ON (v.price, v.product_id) v.sku, v.product_id, v.price::text, v.stock
      FROM variants v
      JOIN products p ON p.store = v.store AND p.id = v.product_id
      JOIN categories c ON c.store = p.store AND c.id = p.category_id
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY v.price, v.product_id, v.sku
      LIMIT ${count * 10}`,
  );
  const seen = new Set<string>();
  const picks = rows
    .filter((row) => !seen.has(row.product_id) && seen.add(row.product_id))
    .slice(0, count)
    .map((row) => ({
      sku: row.sku,
      productId: row.product_id,
      priceCents: toCents(row.price),
      stock: row.stock,
    }));
  if (picks.length < count)
    throw new Error(`Not ${String(count)} variants for ${JSON.stringify(options)}`);
  return picks;
}

export async function pickVariant(
  t: TestApp,
  store: StoreSegment,
  options: PickOptions = {},
): Promise<VariantPick> {
  const [pick] = await pickVariants(t, store, options, 1);
  if (!pick) throw new Error('no variant');
  return pick;
}

export const item = (sku: string, quantity = 1): CartItem => ({
  sku,
  isLSProduct: false,
  quantity,
});

export const add = (shopper: Shopper, ...items: CartItem[]) =>
  shopper.ok<Cart>('POST', '/api/checkout/cart/add', { items });

export const getCart = (shopper: Shopper, privilegeCode?: string) =>
  shopper.ok<Cart>(
    'GET',
    `/api/checkout/cart/get${privilegeCode ? `?privilegeCode=${privilegeCode}` : ''}`,
  );

export function lineOf(cart: Cart, sku: string): CartProduct {
  const line = cart.products.find((p) => p.sku === sku);
  if (!line) throw new Error(`${sku} is not in the cart`);
  return line;
}

/**
 * The cart adds up to the cent: the products at their prices, less what the code's special offer
 * saves on them, plus the shipping fees, make the total.
 */
export function expectTotalsAddUp(cart: Cart, discountCents: number): void {
  const subtotal = cart.products.reduce((sum, p) => sum + toCents(p.price) * p.quantity, 0);
  expect(toCents(cart.total)).toBe(subtotal - discountCents + toCents(cart.shippingFees));
}
