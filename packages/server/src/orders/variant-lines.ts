import { and, eq, inArray } from 'drizzle-orm';
import { productImageUrl } from '../catalogue/urls.js';
import type { Db } from '../db/database.js';
import { colours, products, variants } from '../db/schema.js';
import { toCents } from '../money.js';
import type { Store } from '../stores.js';
import type { OrderLineDraft } from './order-writer.js';
import { colourOfVariant, productOfVariant } from '../db/joins.js';

/**
 * Order lines (quantity 1, at the catalogue price) for SKUs of the store, in their order, with
 * the label, size, colour and picture in the store's language; an unknown SKU is left out.
 */
export async function readVariantLines(
  db: Db,
  store: Store,
  skus: readonly string[],
): Promise<OrderLineDraft[]> {
  if (!skus.length) return [];
  const rows = await db
    .select({
      sku: variants.sku,
      productId: variants.productId,
      label: products.label,
      size: variants.sizeLabel,
      color: colours.label,
      colourCode: variants.colourCode,
      isLargeSize: variants.isLargeSize,
      price: variants.price,
      url: products.url,
    })
    .from(variants)
    .innerJoin(products, productOfVariant)
    .innerJoin(colours, colourOfVariant)
    .where(and(eq(variants.store, store.segment), inArray(variants.sku, [...skus])));
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  return skus.flatMap((sku) => {
    const row = bySku.get(sku);
    if (!row) return [];
    const { colourCode, isLargeSize, price, ...line } = row;
    return [
      {
        ...line,
        quantity: 1,
        unitPriceCents: toCents(price),
        image: productImageUrl(store.segment, row.productId, colourCode, 'front', isLargeSize),
      },
    ];
  });
}
