import { ProductCarousel } from '@vitrine/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrackedCarousel } from '../../../shared/tracked-carousel.js';
import { useGetRelatedProductsQuery } from '../api/product-api.js';
import { relatedCards } from '../related-products.js';

export interface RelatedProductsProps {
  path: string;
  productId: string;
  className?: string | undefined;
}

/** 'You may also like': the related products, each once (spec 9). Nothing when the call fails. */
export function RelatedProducts({ path, productId, className }: RelatedProductsProps) {
  const { t } = useTranslation();
  const related = useGetRelatedProductsQuery(path);
  const cards = useMemo(
    () => relatedCards(related.currentData ?? [], productId),
    [related.currentData, productId],
  );
  const { products, onArrow } = useTrackedCarousel('related_products', cards);
  if (related.isError) return null;
  return (
    <ProductCarousel
      title={t('PRODUCT_RELATED')}
      products={products}
      loading={related.isFetching && cards.length === 0}
      onArrow={onArrow}
      className={className}
    />
  );
}
