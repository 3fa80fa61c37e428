import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { preparedPerDb } from '../db/prepared.js';
import { addresses, customers, orderLines, orderPackages, orders } from '../db/schema.js';
import type { Store } from '../stores.js';
import { toAddress } from '../customers/address.js';

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;
type OrderPackageRow = typeof orderPackages.$inferSelect;

export interface OrderRecord {
  order: OrderRow;
  lines: OrderLineRow[];
  packages: OrderPackageRow[];
}

/** Which of a customer's orders: the ordinary or the private-sale (event) ones; both if unset. */
export interface OrderScope {
  store: Store;
  customerId: number;
  isEvent?: boolean | undefined;
}

const inScope = ({ store, customerId, isEvent }: OrderScope): SQL | undefined =>
  and(
    eq(orders.store, store.segment),
    eq(orders.customerId, customerId),
    isEvent === undefined ? undefined : eq(orders.isEvent, isEvent),
  );

/** The order history shows the last 12 months (spec 9). */
export function historyStart(now = new Date()): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - 12);
  return start;
}

/** The orders placed since `since`, newest first, with their item count. */
export function listOrders(db: Db, scope: OrderScope, since: Date) {
  return db
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      total: orders.total,
      nbProducts: sql<number>`(SELECT coalesce(sum(${orderLines.quantity}), 0)::int
        FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id})`,
    })
    .from(orders)
    .where(and(inScope(scope), gte(orders.createdAt, since)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

async function withLinesAndPackages(db: Db, order: OrderRow | undefined) {
  if (!order) return null;
  const [lines, packages] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.line),
    db
      .select()
      .from(orderPackages)
      .where(eq(orderPackages.orderId, order.id))
      .orderBy(orderPackages.packageNumber),
  ]);
  return { order, lines, packages };
}

/** One of the customer's orders by its number; null when it is not theirs or does not exist. */
export async function findOrder(
  db: Db,
  scope: OrderScope,
  orderNumber: string,
): Promise<OrderRecord | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(inScope(scope), eq(orders.orderNumber, orderNumber)));
  return withLinesAndPackages(db, order);
}

/** The order a customer placed with an idempotency key, if any. */
export async function findOrderByIdempotencyKey(
  db: Db,
  customerId: number,
  idempotencyKey: string,
): Promise<OrderRecord | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, idempotencyKey)));
  return withLinesAndPackages(db, order);
}

const readOrderCustomerQuery = preparedPerDb((db: Db) =>
  db
    .select({ customer: customers, address: addresses })
    .from(customers)
    .leftJoin(addresses, and(eq(addresses.customerId, customers.id), eq(addresses.kind, 'P')))
    .where(eq(customers.id, sql.placeholder('customerId')))
    .prepare('read_order_customer'),
);

/** Who the invoice and the confirmation mail are for: name, e-mail and main address. */
export async function readOrderCustomer(db: Db, customerId: number) {
  const [row] = await readOrderCustomerQuery(db).execute({ customerId });
  if (!row) return null;
  const { customer, address } = row;
  return {
    customerNumber: customer.customerNumber,
    name: `${customer.firstName} ${customer.lastName}`,
    email: customer.email,
    address: address && toAddress(address),
  };
}
export type OrderCustomer = NonNullable<Awaited<ReturnType<typeof readOrderCustomer>>>;
