import { ProductCarousel } from '@vitrine/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toCardProps } from '../../../shared/product-cards.js';
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
    () => relatedCards(related.currentData ?? [], productId).map((card) => toCardProps(card)),
    [related.currentData, productId],
  );
  if (related.isError) return null;
  return (
    <ProductCarousel
      title={t('PRODUCT_RELATED')}
      products={cards}
      loading={related.isFetching && cards.length === 0}
      className={className}
    />
  );
}
