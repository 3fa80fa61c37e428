import type { StoreSegment } from '@vitrine/api-client/contract';
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { productImageUrl } from '../catalogue/urls.js';
import type { Db } from '../db/database.js';
import { categories, products, variants } from '../db/schema.js';
import { categorySlug } from './catalogue-categories.js';
import { categoryOfProduct, productOfVariant } from '../db/joins.js';

interface GiftOfferDefinition {
  offerId: string;
  label: Record<StoreSegment, string>;
  /** The products' amount (before reduction) from which the gift is offered. */
  thresholdCents: Record<StoreSegment, number>;
  /** The gifts to choose from: the cheapest products of this catalogue category, in stock. */
  giftCategory: string;
  choices: number;
}

/** The store's gift offers: spend this much, choose one of these gifts. */
const GIFT_OFFERS: readonly GiftOfferDefinition[] = [
  {
    offerId: 'GIFT-CANDLE',
    label: { fr: 'Une bougie offerte dès 60 € d’achat', uk: 'A free candle when you spend £50' },
    thresholdCents: { fr: 6000, uk: 5000 },
    giftCategory: 'home-candles',
    choices: 3,
  },
  {
    offerId: 'GIFT-THROW',
    label: { fr: 'Un plaid offert dès 150 € d’achat', uk: 'A free throw when you spend £130' },
    thresholdCents: { fr: 15000, uk: 13000 },
    giftCategory: 'home-throws',
    choices: 2,
  },
];

export interface Gift {
  sku: string;
  label: string;
  image: string;
}

export interface GiftOffer {
  offerId: string;
  label: string;
  thresholdCents: number;
  gifts: Gift[];
}

const giftColumns = {
  sku: variants.sku,
  productId: variants.productId,
  colourCode: variants.colourCode,
  price: variants.price,
  label: products.label,
};

/**
 * In-stock variants of this store matching `where`, with their product's label. Products join
 * their category by its path too: a category's products are found by that index, not a scan.
 */
function giftVariants(db: Db, segment: StoreSegment, where: SQL | undefined) {
  return db
    .select(giftColumns)
    .from(variants)
    .innerJoin(products, productOfVariant)
    .innerJoin(categories, and(categoryOfProduct, eq(categories.path, products.categoryPath)))
    .where(and(eq(variants.store, segment), gt(variants.stock, 0), where))
    .orderBy(asc(variants.price), asc(variants.sku));
}

const toGift =
  (segment: StoreSegment) =>
  (row: { sku: string; productId: string; colourCode: string; label: string }): Gift => ({
    sku: row.sku,
    label: row.label,
    image: productImageUrl(segment, row.productId, row.colourCode, 'front'),
  });

/** The store's gift offers with the gifts to choose from today. */
export async function readGiftOffers(db: Db, segment: StoreSegment): Promise<GiftOffer[]> {
  return Promise.all(
    GIFT_OFFERS.map(async (offer) => {
      const pool = await giftVariants(
        db,
        segment,
        eq(categories.slug, categorySlug(offer.giftCategory, segment)),
      );
      // Cheapest first, one gift per product (its cheapest variant).
      const seen = new Set<string>();
      const cheapest = pool
        .filter((row) => !seen.has(row.productId) && seen.add(row.productId))
        .slice(0, offer.choices);
      return {
        offerId: offer.offerId,
        label: offer.label[segment],
        thresholdCents: offer.thresholdCents[segment],
        gifts: cheapest.map(toGift(segment)),
      };
    }),
  );
}

/** These SKUs as gifts, those in stock in this store. */
export async function readGifts(
  db: Db,
  segment: StoreSegment,
  skus: readonly string[],
): Promise<Map<string, Gift>> {
  if (!skus.length) return new Map();
  const rows = await giftVariants(db, segment, inArray(variants.sku, [...skus]));
  return new Map(rows.map((row) => [row.sku, toGift(segment)(row)]));
}
