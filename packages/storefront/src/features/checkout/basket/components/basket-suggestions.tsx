import { ProductCarousel } from '@vitrine/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toCardProps } from '../../../../shared/product-cards.js';
import { useGetCartMerchandisingQuery } from '../../../../state/session-api.js';

/** Products to add (decision 006: related to the basket's, or the most popular for an empty one). */
export function BasketSuggestions() {
  const { t } = useTranslation();
  const { data, isLoading } = useGetCartMerchandisingQuery();
  const products = useMemo(() => data?.products.map((card) => toCardProps(card)) ?? [], [data]);
  return (
    <ProductCarousel title={t('BASKET_SUGGESTIONS')} products={products} loading={isLoading} />
  );
}
