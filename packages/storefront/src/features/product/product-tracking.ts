import {
  SIZE_SEPARATOR,
  trackCatalogueProduct,
  type AnalyticsStore,
  type TrackingProduct,
} from '@vitrine/analytics';
import type { ProductStatic } from '@vitrine/api-client';
import type { SizeChoice } from './product-offer.js';

/**
 * The product as viewed (GA4 view_item): no size chosen yet, identified by its product id, with
 * all its sizes joined as a card gives them ('40|42|46').
 */
export const viewedProduct = (store: AnalyticsStore, product: ProductStatic): TrackingProduct =>
  trackCatalogueProduct(store, product.attributes, {
    sku: product.id,
    size: product.attributes.listeTailles.map((size) => size.libelleTaille).join(SIZE_SEPARATOR),
  });

/**
 * The SKU added to the basket (GA4 add_to_cart): the chosen colour and size, at the price and
 * stock the dynamic answer gave for it when known, else the product sheet's.
 */
export function addedProduct(
  store: AnalyticsStore,
  product: ProductStatic,
  colourName: string,
  size: SizeChoice,
): TrackingProduct {
  const { offer } = size;
  return trackCatalogueProduct(
    store,
    {
      ...product.attributes,
      couleur: colourName,
      ...(offer ? { prix: offer.prix, prixBarre: offer.prixBarre } : {}),
    },
    { sku: size.sku, size: size.label, quantity: 1, ...(offer ? { stock: offer.stock } : {}) },
  );
}
