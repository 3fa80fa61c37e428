import { ga4Events } from '@vitrine/analytics';
import { STORES, type ProductStatic } from '@vitrine/api-client';
import { useState } from 'react';
import type { ApiFailure } from '../../../app/api-failure.js';
import { useStoreContext } from '../../../app/store-context.js';
import { trackEcommerce } from '../../../shared/analytics.js';
import { useFailureText } from '../../../shared/failure-text.js';
import { useAddToCartMutation } from '../../../state/session-api.js';
import { localStore } from '../../../shared/local-store.js';
import { recordAddToCart } from '../../../state/add-to-cart-tracking.js';
import { arrivalAccessOf } from '../arrival.js';
import { rememberPlusSize } from '../plus-size-cookie.js';
import type { SizeChoice } from '../product-offer.js';
import { addedProduct } from '../product-tracking.js';

/** What was added, for the confirmation. */
export interface AddedItem {
  /** Tells two confirmations of the same item apart. */
  id: number;
  size: SizeChoice;
  colourName: string;
}

/** A failed add (spec 8): the dialog offers to retry it and says the server's reason. */
export interface AddFailure {
  size: SizeChoice;
  colourName: string;
  /** The server's reason (no stock left in the size…), when it gave one. */
  reason: string | undefined;
}

/**
 * Adds a size of the product to the basket (spec 7.2 cart/add). On success: the add-to-cart
 * tracking entry and the plus-size cookie (spec 4) and GA4 add_to_cart; the header's badge
 * follows the cart slice by itself.
 */
export function useAddToBasket(product: ProductStatic, productPath: string) {
  const { config } = useStoreContext();
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const [added, setAdded] = useState<AddedItem | null>(null);
  const [failure, setFailure] = useState<AddFailure | null>(null);
  const failureText = useFailureText();

  const add = async (size: SizeChoice, colourName: string) => {
    setFailure(null);
    try {
      await addToCart([{ sku: size.sku, isLSProduct: size.isLargeSize }]).unwrap();
    } catch (error) {
      setFailure({ size, colourName, reason: failureText(error as ApiFailure) });
      return;
    }
    const storage = localStore();
    if (storage)
      recordAddToCart(storage, {
        sku: size.sku,
        entryType: 'product_sheet',
        access: arrivalAccessOf(productPath),
      });
    rememberPlusSize(
      document,
      size.sku,
      product.attributes.estGrandeTaille,
      window.location.protocol === 'https:',
    );
    trackEcommerce(
      ga4Events(STORES[config.segment]).addToCart(
        addedProduct(STORES[config.segment], product, colourName, size),
      ),
    );
    setAdded({ id: Date.now(), size, colourName });
  };

  return {
    add,
    adding: isLoading,
    added,
    dismissAdded: () => {
      setAdded(null);
    },
    failure,
    dismissFailure: () => {
      setFailure(null);
    },
  };
}
