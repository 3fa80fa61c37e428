import { CART_QUANTITY_MAX, type StoreSegment } from '@vitrine/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { variants } from '../db/schema.js';
import { HttpError } from '../http/http-error.js';
import type { Session } from '../http/session.js';
import type { Store } from '../stores.js';
import { changedLines, type NewItem, type StoredLine } from './cart-lines.js';
import { openCartForChange, readStoredLines, replaceLines } from './cart-store.js';

interface RequestedItem {
  sku: string;
  quantity?: number | undefined;
}

/**
 * The items of a request as cart items, checked against this store's catalogue (read now): an
 * unknown SKU answers 404 naming its field (`items.2.sku`). The large-size flag is the catalogue's.
 */
export async function catalogueItems(
  db: Db,
  segment: StoreSegment,
  requested: readonly RequestedItem[],
  field: string,
): Promise<{ items: NewItem[]; stock: Map<string, number> }> {
  const skus = [...new Set(requested.map((item) => item.sku))];
  const rows = await db
    .select({ sku: variants.sku, stock: variants.stock, isLargeSize: variants.isLargeSize })
    .from(variants)
    .where(and(eq(variants.store, segment), inArray(variants.sku, skus)));
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  const items = requested.map((item, i) => {
    const variant = bySku.get(item.sku);
    if (!variant)
      throw new HttpError(404, 'catalogue.product_not_found', {
        fields: { [`${field}.${i}.sku`]: 'catalogue.product_not_found' },
      });
    return { sku: item.sku, quantity: item.quantity ?? 1, isLsProduct: variant.isLargeSize };
  });
  return { items, stock: new Map(rows.map((row) => [row.sku, row.stock])) };
}

/**
 * Changes the lines of the session's cart (created if needed) in one transaction, the cart
 * locked meanwhile. Every line the change adds or alters must stay within the stock read with
 * the items, and the per-item cap: otherwise 409, and the cart is left as it was; `fieldOf` names
 * the request's field of a SKU over its stock (`items.1.sku`), for a client adding several. `change`
 * answers null when the line it works on is not in the cart (404).
 */
export async function changeCartLines(
  db: Db,
  store: Store,
  session: Session,
  stock: ReadonlyMap<string, number>,
  change: (lines: StoredLine[]) => StoredLine[] | null,
  fieldOf: (sku: string) => string | undefined = () => undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await openCartForChange(tx, store, session);
    const before = await readStoredLines(tx, cart.id);
    const after = change(before);
    if (!after) throw new HttpError(404, 'cart.line_not_found');
    for (const line of changedLines(before, after)) {
      const available = stock.get(line.sku) ?? 0;
      if (line.quantity > CART_QUANTITY_MAX) throw new HttpError(409, 'cart.quantity_cap');
      if (line.quantity > available) {
        const field = fieldOf(line.sku);
        throw new HttpError(409, 'cart.stock_limit', {
          params: { stock: available },
          ...(field ? { fields: { [field]: 'cart.stock_limit' } } : {}),
        });
      }
    }
    await replaceLines(tx, cart.id, before, after);
  });
}
