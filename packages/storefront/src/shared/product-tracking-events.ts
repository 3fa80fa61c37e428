import { ga4Events, trackProductCard, type TrackingProduct } from '@vitrine/analytics';
import { STORES, type ProductCard, type StoreSegment } from '@vitrine/api-client';
import { track, trackEcommerce } from './analytics.js';

/** A product card for the data layer: every tracking field its card carries (README). */
const trackingProduct = (segment: StoreSegment, card: ProductCard): TrackingProduct =>
  trackProductCard(STORES[segment], card);

/**
 * Cards shown in a list (a listing's page, a carousel, the autocomplete): the spec's
 * `impression` and GA4's `view_item_list`, indexed from `firstIndex` (0: the list's first card).
 */
export function trackImpressions(
  segment: StoreSegment,
  listName: string,
  cards: readonly ProductCard[],
  firstIndex = 0,
): void {
  const products = cards.map((card) => trackingProduct(segment, card));
  track({ event: 'impression', list_name: listName, products });
  trackEcommerce(ga4Events(STORES[segment]).viewItemList(listName, products, firstIndex));
}

/**
 * A card followed: the spec's `product_click` (position from 1) and GA4's `select_item` (index
 * from 0), `index` being the card's place in the whole list.
 */
export function trackProductClick(
  segment: StoreSegment,
  listName: string,
  card: ProductCard,
  index: number,
): void {
  const product = trackingProduct(segment, card);
  track({ event: 'product_click', list_name: listName, position: index + 1, product });
  trackEcommerce(ga4Events(STORES[segment]).selectItem(listName, product, index));
}
