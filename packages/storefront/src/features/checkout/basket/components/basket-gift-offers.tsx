import type { Cart } from '@vitrine/api-client';
import { GiftChooser, useMoney } from '@vitrine/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../../app/api-failure.js';
import { useFailureText } from '../../../../shared/failure-text.js';
import {
  useChooseGiftMutation,
  useGetCartMerchandisingQuery,
} from '../../../../state/session-api.js';
import { missingForOffer } from '../basket-amounts.js';
import styles from '../basket.module.css';

/**
 * The store's gift offers (decision 006): a gift to choose in each offer the basket reaches, and
 * for the others what the basket still lacks. Reached or not is read from the basket as it is
 * now, which the merchandising call may not have caught up with yet.
 */
export function BasketGiftOffers({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { data } = useGetCartMerchandisingQuery();
  const [chooseGift, { isLoading }] = useChooseGiftMutation();
  const failureText = useFailureText();
  const [error, setError] = useState<string>();
  if (!data) return null;
  // The gifts chosen, as the basket holds them (fresher than the merchandising answer).
  const chosen = new Set(cart.selectedOfferedGifts.map((gift) => `${gift.offerId}/${gift.sku}`));

  const choose = async (offerId: string, sku: string) => {
    setError(undefined);
    try {
      await chooseGift({ offerId, sku }).unwrap();
    } catch (failure) {
      setError(failureText(failure as ApiFailure) ?? t('ERROR_GENERIC'));
    }
  };

  return (
    <div className={styles.offers}>
      {data.giftOffers.map((offer) => {
        const missing = missingForOffer(cart, offer.threshold);
        if (missing > 0)
          return (
            <p key={offer.offerId} className={styles.offerMissing}>
              {t('BASKET_GIFT_MISSING', { amount: money(missing), offer: offer.label })}
            </p>
          );
        return (
          <GiftChooser
            key={offer.offerId}
            offerLabel={offer.label}
            disabled={isLoading}
            gifts={offer.gifts.map((gift) => ({
              id: gift.sku,
              label: gift.label,
              image: gift.image,
              selected: chosen.has(`${offer.offerId}/${gift.sku}`),
            }))}
            onChange={([sku]) => {
              if (sku) void choose(offer.offerId, sku);
            }}
          />
        );
      })}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
