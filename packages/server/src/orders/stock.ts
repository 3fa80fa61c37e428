import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { queryRows } from '../db/query.js';
import { orderLines, stockMovements, variants } from '../db/schema.js';
import type { Store } from '../stores.js';

export interface StockRequest {
  sku: string;
  quantity: number;
  /** The product's name, for the message when it is short. */
  label: string;
}

/**
 * Takes each line's quantity from its variant's stock with a guarded update (never below 0) and
 * records the sale, in one statement a line. Answers the first line that is short, after which
 * the caller must roll the transaction back; null when every line was taken. SKUs are taken in
 * one order (sorted) so two orders for the same SKUs wait for each other instead of deadlocking.
 */
export async function takeStock(
  tx: Db,
  store: Store,
  orderId: number,
  requests: readonly StockRequest[],
): Promise<StockRequest | null> {
  const sorted = [...requests].sort((a, b) => a.sku.localeCompare(b.sku));
  for (const request of sorted) {
    const { sku, quantity } = request;
    const recorded = await queryRows<{ sku: string }>(
      tx,
      sql`WITH taken AS (
            UPDATE ${variants} SET stock = stock - ${quantity}
             WHERE store = ${store.segment} AND sku = ${sku} AND stock >= ${quantity}
         RETURNING sku)
          INSERT INTO ${stockMovements} (store, sku, quantity, reason, order_id)
          SELECT ${store.segment}::text, sku, ${-quantity}::integer, 'order', ${orderId}::integer
            FROM taken
          RETURNING sku`,
    );
    if (!recorded.length) return request;
  }
  return null;
}

/** Puts an order's quantities back in stock (a cancelled order) and records the releases. */
export async function releaseStock(
  tx: Db,
  store: Store,
  orderId: number,
  reason: string,
): Promise<void> {
  const lines = await tx
    .select({ sku: orderLines.sku, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.sku);
  for (const line of lines)
    await tx
      .update(variants)
      .set({ stock: sql`${variants.stock} + ${line.quantity}` })
      .where(and(eq(variants.store, store.segment), eq(variants.sku, line.sku)));
  if (lines.length)
    await tx.insert(stockMovements).values(
      lines.map((line) => ({
        store: store.segment,
        sku: line.sku,
        quantity: line.quantity,
        reason,
        orderId,
      })),
    );
}
