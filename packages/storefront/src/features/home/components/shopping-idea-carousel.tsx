import { ProductCarousel } from '@vitrine/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { noResultCarousels, useGetNoResultContentQuery } from '../../../shared/not-found-api.js';
import { useTrackedCarousel } from '../../../shared/tracked-carousel.js';

/** The no-result feed's first carousel ('shopping idea'), titled as the feed says. */
export function ShoppingIdeaCarousel() {
  const { t } = useTranslation();
  const feed = useGetNoResultContentQuery();
  const carousel = useMemo(() => noResultCarousels(feed.data), [feed.data]);
  const { products, onArrow } = useTrackedCarousel('shopping_ideas', carousel.first);
  return (
    <ProductCarousel
      title={carousel.firstTitle ?? t('LABEL_SHOPPING_IDEA')}
      products={products}
      loading={feed.isLoading}
      onArrow={onArrow}
    />
  );
}
