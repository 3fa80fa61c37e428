import { ProductCarousel } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { useTrackedCarousel } from '../../../../shared/tracked-carousel.js';
import { useGetCartMerchandisingQuery } from '../../../../state/session-api.js';

/** Products to add (decision 006: related to the basket's, or the most popular for an empty one). */
export function BasketSuggestions() {
  const { t } = useTranslation();
  const { data, isLoading } = useGetCartMerchandisingQuery();
  const { products, onArrow } = useTrackedCarousel('basket_suggestions', data?.products);
  return (
    <ProductCarousel
      title={t('BASKET_SUGGESTIONS')}
      products={products}
      loading={isLoading}
      onArrow={onArrow}
    />
  );
}
