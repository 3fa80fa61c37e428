import { ga4Events, trackCartLine } from '@vitrine/analytics';
import { STORES, type CartProduct } from '@vitrine/api-client';
import { BasketLine, warehouseLabelOf } from '@vitrine/ui';
import { parsePrice } from '@vitrine/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../../app/api-failure.js';
import { useStoreContext } from '../../../../app/store-context.js';
import { trackEcommerce } from '../../../../shared/analytics.js';
import { useFailureText } from '../../../../shared/failure-text.js';
import { localStore } from '../../../../shared/local-store.js';
import { forgetAddToCart } from '../../../../state/add-to-cart-tracking.js';
import {
  useRemoveFromCartMutation,
  useUpdateCartLineMutation,
} from '../../../../state/session-api.js';
import styles from '../basket.module.css';

function forgetTracking(sku: string) {
  const storage = localStore();
  if (storage) forgetAddToCart(storage, sku);
}

export interface BasketProductLineProps {
  line: CartProduct;
  /** The line is gone from the basket: the page says so and takes the focus. */
  onRemoved: (name: string) => void;
}

/**
 * A product line of the basket: its quantity (capped by the stock) and its removal. A failed
 * change leaves the basket as it was and shows the server's message on the line.
 */
export function BasketProductLine({ line, onRemoved }: BasketProductLineProps) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const failureText = useFailureText();
  const [update, updateState] = useUpdateCartLineMutation();
  const [remove, removeState] = useRemoveFromCartMutation();
  const [error, setError] = useState<string | true>();

  const run = async (change: () => Promise<unknown>): Promise<boolean> => {
    setError(undefined);
    try {
      await change();
      return true;
    } catch (failure) {
      // Without the server's reason, the kit's own message (`true`).
      setError(failureText(failure as ApiFailure) ?? true);
      return false;
    }
  };

  const changeQuantity = (quantity: number) =>
    run(() =>
      update({
        item: { line: line.line, sku: line.sku },
        products: [{ sku: line.sku, isLSProduct: line.isLSProduct, quantity }],
      }).unwrap(),
    );

  const removeLine = async () => {
    const removed = await run(() =>
      remove({
        sku: line.sku,
        catalogSku: line.catalogSku,
        type: 'product',
        specialSku: line.specialSku,
        sizeLabel: line.size,
      }).unwrap(),
    );
    if (!removed) return;
    forgetTracking(line.sku);
    const analytics = STORES[config.segment];
    trackEcommerce(ga4Events(analytics).removeFromCart(trackCartLine(analytics, line)));
    onRemoved(line.label);
  };

  const atStockLimit = line.stock > 0 && line.quantity >= line.stock;
  return (
    <li>
      <BasketLine
        name={line.label}
        brand={line.supplier || undefined}
        productUrl={line.url}
        image={line.image}
        color={line.color || undefined}
        size={line.size || undefined}
        price={parsePrice(line.price) ?? 0}
        crossedOutPrice={parsePrice(line.crossedOutPrice) ?? undefined}
        quantity={line.quantity}
        stock={line.stock}
        warehouseLabel={line.isLdf ? warehouseLabelOf(line.shippingMethod) : undefined}
        onQuantityChange={(quantity) => void changeQuantity(quantity)}
        onRemove={() => void removeLine()}
        updating={updateState.isLoading || removeState.isLoading}
        error={error}
      />
      <p className={styles.stockLimit} aria-live="polite">
        {atStockLimit ? t('BASKET_STOCK_LIMIT_REACHED') : ''}
      </p>
    </li>
  );
}
