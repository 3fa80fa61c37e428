import type { CartProduct, StoreSegment } from '@vitrine/api-client/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { productImageUrl } from '../catalogue/urls.js';
import type { Db } from '../db/database.js';
import { cartLines, categories, colours, products, variants } from '../db/schema.js';
import type { WarehouseMethod } from '../delivery/shipping-methods.js';
import { warehouseCategorySlugs } from '../delivery/warehouse-goods.js';
import { categoryOfProduct, colourOfVariant, productOfVariant } from '../db/joins.js';

/** A cart line with what the catalogue says of its SKU today (price, stock, labels). */
export type LineProduct = Awaited<ReturnType<typeof readLineProducts>>[number];

/**
 * The cart's lines with their variant and product, in line order. Only this store's catalogue is
 * read: a SKU unknown to it (or withdrawn) drops out of the cart.
 */
export function readLineProducts(db: Db, segment: StoreSegment, cartId: string) {
  return db
    .select({
      line: cartLines.line,
      sku: cartLines.sku,
      quantity: cartLines.quantity,
      isLsProduct: cartLines.isLsProduct,
      specialSku: cartLines.specialSku,
      productId: variants.productId,
      catalogueSku: variants.catalogueSku,
      ean: variants.ean,
      colourCode: variants.colourCode,
      sizeLabel: variants.sizeLabel,
      price: variants.price,
      crossedOutPrice: variants.crossedOutPrice,
      isMarkdown: variants.isMarkdown,
      stock: variants.stock,
      label: products.label,
      url: products.url,
      brand: products.brand,
      reference: products.reference,
      modelName: sql<string | null>`${products.sheet} -> 'attributes' ->> 'nomModele'`,
      colour: colours.label,
      isLdf: sql<boolean>`${inArray(categories.slug, warehouseCategorySlugs(segment))}`,
    })
    .from(cartLines)
    .innerJoin(variants, and(eq(variants.store, segment), eq(variants.sku, cartLines.sku)))
    .innerJoin(products, productOfVariant)
    .innerJoin(categories, categoryOfProduct)
    .leftJoin(colours, colourOfVariant)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.line));
}

/** The line as the cart shows it (spec 3); a warehouse line carries its delivery method. */
export function toCartProduct(
  segment: StoreSegment,
  row: LineProduct,
  warehouseMethod: WarehouseMethod,
): CartProduct {
  return {
    line: row.line,
    sku: row.sku,
    catalogSku: row.catalogueSku,
    specialSku: row.specialSku,
    isLSProduct: row.isLsProduct,
    productId: row.productId,
    label: row.label,
    image: productImageUrl(segment, row.productId, row.colourCode, 'front', row.isLsProduct),
    url: row.url,
    price: row.price,
    crossedOutPrice: row.crossedOutPrice ?? '',
    discountType: row.isMarkdown ? 'M' : '',
    quantity: row.quantity,
    stock: row.stock,
    size: row.sizeLabel,
    color: row.colour ?? '',
    modelName: row.modelName ?? '',
    supplier: row.brand,
    isLdf: row.isLdf,
    shippingMethod: row.isLdf ? warehouseMethod : '',
    infoOctipas: { reference: row.reference, ean: row.ean },
  };
}
