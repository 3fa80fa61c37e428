import { trackCatalogueProduct, type TrackingProduct } from '@vitrine/analytics';
import { STORES, type ProductCard, type StoreSegment } from '@vitrine/api-client';
import type { ListingSource } from './api/catalogue-api.js';

/** The list a product was seen or clicked in: 'category:<title>' or 'search'. */
export function trackingListName(source: ListingSource, title: string): string {
  return source.kind === 'category' ? `category:${title}` : 'search';
}

/**
 * A listing's card for the data layer. A card has no SKU chosen yet (its product id stands in) and
 * no category levels (they are left empty, as the analytics mapper does for what it lacks).
 */
export function trackingProduct(segment: StoreSegment, card: ProductCard): TrackingProduct {
  return trackCatalogueProduct(STORES[segment], card.attributes, { sku: card.id });
}
