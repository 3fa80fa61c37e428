import type { OrderDetails, OrderItem } from '@vitrine/api-client';
import {
  amount,
  cents,
  ga4Events,
  trackOrder,
  type AnalyticsEvent,
  type AnalyticsStore,
  type Ga4Event,
  type TrackingProduct,
} from '@vitrine/analytics';
import { splitVat } from '@vitrine/validation';

/**
 * An order line as the data layer describes a product (spec 3). The order knows neither the
 * brand nor the categories; the unit price paid is the price before and after discount (a
 * privilege code's reduction is the order's, not the line's).
 */
export function trackOrderItem(store: AnalyticsStore, item: OrderItem): TrackingProduct {
  const price = cents(item.price) ?? 0;
  const priceTaxFree = amount(splitVat(price).taxFree);
  return {
    sku: item.sku,
    name: item.label,
    brand: '',
    colour: item.color,
    size: item.size,
    category_1: '',
    category_2: '',
    category_3: '',
    price_ati: amount(price),
    price_tf: priceTaxFree,
    price_before_discount_ati: amount(price),
    price_before_discount_tf: priceTaxFree,
    quantity: item.quantity,
    sticker: '',
  };
}

/**
 * What the confirmation pushes for an order just placed: GA4's `purchase` with the order's lines,
 * and the order data-layer event. Whoever has ordered is a client.
 */
export function orderEvents(
  store: AnalyticsStore,
  order: OrderDetails,
): { purchase: Ga4Event; confirmation: AnalyticsEvent } {
  const tracked = trackOrder(store, order, { customerStatus: 'client' });
  const lines = order.items.map((item) => trackOrderItem(store, item));
  return {
    purchase: ga4Events(store).purchase(tracked, lines),
    confirmation: { event: 'order_confirmation', ...tracked },
  };
}
