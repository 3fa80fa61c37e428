import type { CartMerchandising, StoreSegment } from '@vitrine/api-client/contract';
import { and, asc, desc, eq, gt, inArray, notInArray } from 'drizzle-orm';
import { readCards } from '../catalogue/products.js';
import type { Db } from '../db/database.js';
import { products, relatedProducts } from '../db/schema.js';
import { fromCents } from '../money.js';
import type { PricedCart } from './cart-service.js';
import { readGiftOffers } from './gift-offers.js';

const SUGGESTION_COUNT = 12;

/**
 * Products to suggest: those related to the cart's products (each once, at its best priority),
 * in stock and not in the cart; the most popular in-stock products for an empty cart.
 */
async function suggestedProductIds(
  db: Db,
  segment: StoreSegment,
  inCart: readonly string[],
): Promise<string[]> {
  if (!inCart.length) {
    const popular = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.store, segment), gt(products.stockTotal, 0)))
      .orderBy(desc(products.popularity), asc(products.id))
      .limit(SUGGESTION_COUNT);
    return popular.map((p) => p.id);
  }
  const related = await db
    .selectDistinctOn([relatedProducts.relatedId], {
      id: relatedProducts.relatedId,
      priority: relatedProducts.priority,
    })
    .from(relatedProducts)
    .innerJoin(
      products,
      and(eq(products.store, relatedProducts.store), eq(products.id, relatedProducts.relatedId)),
    )
    .where(
      and(
        eq(relatedProducts.store, segment),
        inArray(relatedProducts.productId, [...inCart]),
        notInArray(relatedProducts.relatedId, [...inCart]),
        gt(products.stockTotal, 0),
      ),
    )
    .orderBy(asc(relatedProducts.relatedId), asc(relatedProducts.priority));
  return related
    .sort((a, b) => a.priority - b.priority || a.id.localeCompare(b.id))
    .slice(0, SUGGESTION_COUNT)
    .map((r) => r.id);
}

/** The basket page's gift offers (with the gift chosen, if the offer is reached) and suggestions. */
export async function readMerchandising(
  db: Db,
  segment: StoreSegment,
  priced: PricedCart,
): Promise<CartMerchandising> {
  const offers = await readGiftOffers(db, segment);
  const chosen = new Map(priced.cart.selectedOfferedGifts.map((g) => [g.offerId, g.sku]));
  const inCart = [...new Set(priced.lines.map((l) => l.productId))];
  return {
    giftOffers: offers.map((offer) => ({
      offerId: offer.offerId,
      label: offer.label,
      threshold: fromCents(offer.thresholdCents),
      reached: priced.subtotalCents >= offer.thresholdCents,
      selectedSku: chosen.get(offer.offerId) ?? '',
      gifts: offer.gifts,
    })),
    products: await readCards(db, segment, await suggestedProductIds(db, segment, inCart)),
  };
}
