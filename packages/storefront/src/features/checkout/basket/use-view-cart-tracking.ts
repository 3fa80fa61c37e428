import { ga4Events, trackCartLine } from '@vitrine/analytics';
import { STORES, type Cart } from '@vitrine/api-client';
import { useEffect, useRef } from 'react';
import { useStoreContext } from '../../../app/store-context.js';
import { trackEcommerce } from '../../../shared/analytics.js';

/**
 * GA4 `view_cart`, once per visit of the basket page: when the basket read on arrival shows
 * products, with its lines as they are then.
 */
export function useViewCartTracking(cart: Cart | null, refreshed: boolean): void {
  const { config } = useStoreContext();
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current || !refreshed || !cart?.products.length) return;
    tracked.current = true;
    const store = STORES[config.segment];
    trackEcommerce(
      ga4Events(store).viewCart(cart.products.map((line) => trackCartLine(store, line))),
    );
  }, [cart, refreshed, config.segment]);
}
