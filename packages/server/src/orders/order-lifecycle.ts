import type { OrderStatus } from '@vitrine/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orderStatusHistory, orders } from '../db/schema.js';
import type { Store } from '../stores.js';
import { releaseStock } from './stock.js';

type OrderRow = typeof orders.$inferSelect;

/** Moves an order to a status and records the step in its history; answers the order as moved. */
async function moveTo(
  tx: Db,
  orderId: number,
  status: OrderStatus,
  changes: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow | undefined> {
  const [order] = await tx
    .update(orders)
    .set({ status, ...changes })
    .where(eq(orders.id, orderId))
    .returning();
  await tx.insert(orderStatusHistory).values({ orderId, status });
  return order;
}

/** Payment received: the warehouse prepares the order, and its invoice can be downloaded. */
export const markOrderPaid = (tx: Db, orderId: number): Promise<OrderRow | undefined> =>
  moveTo(tx, orderId, 'preparing', { invoicedAt: new Date() });

/** Stopped before shipping (a refused payment): its items go back in stock. */
export async function cancelOrder(
  tx: Db,
  store: Store,
  orderId: number,
  reason: string,
): Promise<void> {
  await moveTo(tx, orderId, 'cancelled');
  await releaseStock(tx, store, orderId, reason);
}
