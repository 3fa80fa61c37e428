import { EmptyState, ProductCarousel } from '@vitrine/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { noResultCarousels, useGetNoResultContentQuery } from '../../../shared/not-found-api.js';
import { useTrackedCarousel } from '../../../shared/tracked-carousel.js';
import styles from './catalogue.module.css';

/**
 * A search that found nothing (spec 2.1, search no-result state): said as the page's title, with
 * the no-result feed's two carousels to go on from.
 */
export function SearchNoResult({ term }: { term: string }) {
  const { t } = useTranslation();
  const feed = useGetNoResultContentQuery();
  const carousels = useMemo(() => noResultCarousels(feed.data), [feed.data]);
  const shoppingIdeas = useTrackedCarousel('shopping_ideas', carousels.first);
  const alsoDiscover = useTrackedCarousel('also_discover', carousels.second);
  return (
    <>
      <EmptyState kind="search" searchTerm={term} headingLevel={1} action={{ href: '/' }} />
      <div className={styles.carousels}>
        <ProductCarousel
          title={carousels.firstTitle ?? t('LABEL_SHOPPING_IDEA')}
          products={shoppingIdeas.products}
          loading={feed.isLoading}
          onArrow={shoppingIdeas.onArrow}
        />
        <ProductCarousel
          title={carousels.secondTitle ?? t('LABEL_ALSO_DISCOVER')}
          products={alsoDiscover.products}
          loading={feed.isLoading}
          onArrow={alsoDiscover.onArrow}
        />
      </div>
    </>
  );
}
