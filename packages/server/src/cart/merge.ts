import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { carts } from '../db/schema.js';
import { addLines, withinQuantityMax } from './cart-lines.js';
import { deleteCart, readStoredLines, replaceLines } from './cart-store.js';

/**
 * At login, the visitor's basket joins the one saved on the account (spec 4): it becomes the
 * account's basket if there was none, else its lines are added to it, quantities of the same
 * SKU summed. Answers whether anything was merged.
 */
export async function mergeVisitorCart(
  db: Db,
  visitorSessionHash: string,
  customerId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [visitorCart] = await tx
      .select({ id: carts.id, privilegeCode: carts.privilegeCode })
      .from(carts)
      .where(and(eq(carts.sessionHash, visitorSessionHash), isNull(carts.customerId)));
    if (!visitorCart) return false;
    const [customerCart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.customerId, customerId));
    if (!customerCart) {
      await tx
        .update(carts)
        .set({ customerId, sessionHash: null, updatedAt: new Date() })
        .where(eq(carts.id, visitorCart.id));
      return true;
    }
    const visitorLines = await readStoredLines(tx, visitorCart.id);
    const customerLines = await readStoredLines(tx, customerCart.id);
    await replaceLines(
      tx,
      customerCart.id,
      customerLines,
      withinQuantityMax(addLines(customerLines, visitorLines)),
    );
    await tx
      .update(carts)
      .set({
        updatedAt: new Date(),
        // New lines: the delivery chosen for the old ones must be confirmed again.
        deliveryValidated: false,
        ...(visitorCart.privilegeCode ? { privilegeCode: visitorCart.privilegeCode } : {}),
      })
      .where(eq(carts.id, customerCart.id));
    await deleteCart(tx, visitorCart.id);
    return visitorLines.length > 0;
  });
}
