import { CART_QUANTITY_MAX } from '@vitrine/api-client/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { cartLines, carts } from '../db/schema.js';

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
    const lines = await tx.select().from(cartLines).where(eq(cartLines.cartId, visitorCart.id));
    for (const line of lines) {
      const merged = await tx
        .update(cartLines)
        .set({
          quantity: sql`least(${cartLines.quantity} + ${line.quantity}, ${CART_QUANTITY_MAX})`,
        })
        .where(
          and(
            eq(cartLines.cartId, customerCart.id),
            eq(cartLines.sku, line.sku),
            eq(cartLines.specialSku, line.specialSku),
          ),
        )
        .returning({ line: cartLines.line });
      if (merged.length) continue;
      await tx.insert(cartLines).values({
        ...line,
        cartId: customerCart.id,
        line: sql`(SELECT coalesce(max(line), 0) + 1 FROM cart_lines WHERE cart_id = ${customerCart.id})`,
      });
    }
    await tx
      .update(carts)
      .set({
        updatedAt: new Date(),
        // New lines: the delivery chosen for the old ones must be confirmed again.
        deliveryValidated: false,
        ...(visitorCart.privilegeCode ? { privilegeCode: visitorCart.privilegeCode } : {}),
      })
      .where(eq(carts.id, customerCart.id));
    await tx.delete(carts).where(eq(carts.id, visitorCart.id));
    return lines.length > 0;
  });
}
