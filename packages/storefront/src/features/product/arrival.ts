import { arrivalAccess, type EntryAccess } from '../../state/add-to-cart-tracking.js';

let arrival: { productPath: string; access: EntryAccess } | undefined;

/**
 * Notes how the shopper reached a product page. Called from its `prefetch`, which runs in the
 * route loader: the address bar still shows the page the shopper is leaving.
 */
export function noteArrival(productPath: string): void {
  if (typeof window === 'undefined') return;
  arrival = {
    productPath,
    access: arrivalAccess(
      window.location.pathname,
      productPath,
      document.referrer,
      window.location.origin,
    ),
  };
}

/** How the shopper reached this product page ('direct' when it was not noted). */
export const arrivalAccessOf = (productPath: string): EntryAccess =>
  arrival?.productPath === productPath ? arrival.access : 'direct';
