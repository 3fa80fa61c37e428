import { NotFoundLayout } from '@vitrine/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { noResultCarousels, useGetNoResultContentQuery } from './not-found-api.js';
import { PageMeta } from './page-meta.js';
import { useErrorPageSignal } from './page-view-signals.js';
import styles from './not-found-page.module.css';
import { useTrackedCarousel } from './tracked-carousel.js';

export interface NotFoundPageProps {
  /** What was not found, when more precise than a page ('Product not found.'). */
  titleKey?: 'NOT_FOUND_TITLE' | 'NOT_FOUND_PRODUCT';
}

/**
 * The not-found page (spec 2.1): reports 404 to prerenderers, a banner home and the 'shopping
 * idea' and 'also discover' carousels of the no-result feed.
 */
export function NotFoundPage({ titleKey = 'NOT_FOUND_TITLE' }: NotFoundPageProps) {
  const { t } = useTranslation();
  // Its page view's type is 'error' (spec 9), whatever the path.
  useErrorPageSignal();
  const feed = useGetNoResultContentQuery();
  const carousels = useMemo(() => noResultCarousels(feed.data), [feed.data]);
  const shoppingIdeas = useTrackedCarousel('shopping_ideas', carousels.first);
  const alsoDiscover = useTrackedCarousel('also_discover', carousels.second);
  return (
    <div className={styles.page}>
      <PageMeta
        title={t(titleKey)}
        description={t('NOT_FOUND_DESCRIPTION')}
        statusCode={404}
        noIndex
      />
      <NotFoundLayout
        banner={{ title: t(titleKey), text: t('NOT_FOUND_BANNER_TEXT') }}
        shoppingIdeas={shoppingIdeas.products}
        alsoDiscover={alsoDiscover.products}
        onCarouselArrow={(carousel, direction) => {
          (carousel === 'shopping_ideas' ? shoppingIdeas : alsoDiscover).onArrow(direction);
        }}
        homeHref="/"
        loading={feed.isLoading}
      />
    </div>
  );
}
