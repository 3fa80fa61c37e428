import { STORES, type OrderDetails } from '@vitrine/api-client';
import { useEffect } from 'react';
import { useStoreContext } from '../../../app/store-context.js';
import { track, trackEcommerce } from '../../../shared/analytics.js';
import { orderEvents } from './order-tracking.js';
import { localStore } from '../../../shared/local-store.js';
import { claimOrderTracking } from './tracked-orders.js';

/**
 * Sends an order's purchase to analytics once (GA4 `purchase` and the order data-layer event):
 * not again on a reload or a later visit of its confirmation. A cancelled order (its card was
 * declined) is no purchase.
 */
export function useOrderTracking(order: OrderDetails | undefined): void {
  const { config } = useStoreContext();
  useEffect(() => {
    if (!order || order.status === 'cancelled') return;
    if (!claimOrderTracking(localStore(), order.orderNumber)) return;
    const { purchase, confirmation } = orderEvents(STORES[config.segment], order);
    trackEcommerce(purchase);
    track(confirmation);
  }, [order, config.segment]);
}
