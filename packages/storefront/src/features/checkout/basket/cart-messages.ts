import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../app/api-failure.js';
import { useServerMessage } from '../../../shared/forms/server-message.js';

/** The server's stock message ('Only 3 left in stock for this size.', cart-changes.ts). */
const STOCK_LIMIT = /^Only (\d+) left in stock for this size\.$/;

/** The stock a server message names, or null when it is another message. */
export function stockLimitOf(message: string): number | null {
  const match = STOCK_LIMIT.exec(message);
  return match ? Number(match[1]) : null;
}

/**
 * A failed cart call as the shopper reads it: the server's message in the store's language (its
 * stock message carries a number, so it has its own key), or `true` for the kit's own message
 * when the server said nothing (network failure).
 */
export function useCartFailureMessage(): (failure: ApiFailure) => string | true {
  const { t } = useTranslation();
  const serverMessage = useServerMessage();
  return useCallback(
    ({ serverMessage: message }: ApiFailure) => {
      if (!message) return true;
      const stock = stockLimitOf(message);
      return stock === null ? serverMessage(message) : t('BASKET_STOCK_LIMIT', { count: stock });
    },
    [t, serverMessage],
  );
}
