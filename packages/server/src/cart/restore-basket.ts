import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orderLines, orders, variants } from '../db/schema.js';
import type { Store } from '../stores.js';
import { addItems, withinQuantityMax } from './cart-lines.js';
import { openCartForChange, readStoredLines, replaceLines, updateCart } from './cart-store.js';

/**
 * A refused payment gives the shopper their basket back: placing the order emptied it. The
 * order's products (not its free gifts, which the code brings back) join whatever was added
 * since, with the order's privilege code. Runs in the transaction that cancels the order.
 */
export async function restoreBasket(tx: Db, store: Store, orderId: number): Promise<void> {
  const [order] = await tx
    .select({ customerId: orders.customerId, privilegeCode: orders.privilegeCode })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const items = await tx
    .select({
      sku: orderLines.sku,
      quantity: orderLines.quantity,
      isLsProduct: variants.isLargeSize,
    })
    .from(orderLines)
    .innerJoin(variants, and(eq(variants.store, store.segment), eq(variants.sku, orderLines.sku)))
    .where(and(eq(orderLines.orderId, orderId), gt(orderLines.price, '0')));
  const cart = await openCartForChange(tx, store, { idHash: '', customerId: order.customerId });
  const before = await readStoredLines(tx, cart.id);
  await replaceLines(tx, cart.id, before, withinQuantityMax(addItems(before, items)));
  if (order.privilegeCode) await updateCart(tx, cart.id, { privilegeCode: order.privilegeCode });
}
