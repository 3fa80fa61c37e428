import { skipToken } from '@reduxjs/toolkit/query';
import type { MenuItem } from '@vitrine/api-client';
import { ProductCarousel } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTrackedCarousel } from '../../../shared/tracked-carousel.js';
import { useGetHomeNewInQuery } from '../api/home-api.js';
import { newInHref } from '../home-content.js';
import styles from './new-in-carousel.module.css';

export interface NewInCarouselProps {
  /** Absent while the menu, which names the universes, is loading: the carousel's skeleton. */
  universe?: Pick<MenuItem, 'label' | 'url'> | undefined;
}

/**
 * A universe's newest products, with a link to its whole listing sorted by newest. Its pictures
 * load lazily: even the first carousel starts below the fold (under the banners and universes),
 * and eager pictures would compete with the hero, the page's largest paint.
 */
export function NewInCarousel({ universe }: NewInCarouselProps) {
  const { t } = useTranslation();
  const { data, isLoading } = useGetHomeNewInQuery(universe?.url ?? skipToken);
  // Named by its universe's address: one carousel per universe, in both languages alike.
  const { products, onArrow } = useTrackedCarousel(`new_in:${universe?.url ?? ''}`, data);
  const loading = universe === undefined || isLoading;
  return (
    <div className={styles.newIn}>
      <ProductCarousel
        title={
          universe
            ? t('HOME_NEW_IN_TITLE', { universe: universe.label })
            : t('HOME_NEW_IN_LOADING_TITLE')
        }
        products={products}
        loading={loading}
        onArrow={onArrow}
      />
      {loading ? (
        // Keeps the link's line while loading: nothing moves when it arrives.
        <span className={styles.seeAll} aria-hidden="true" />
      ) : (
        products.length > 0 && (
          <Link to={newInHref(universe.url)} className={styles.seeAll}>
            {t('HOME_NEW_IN_SEE_ALL', { universe: universe.label })}
          </Link>
        )
      )}
    </div>
  );
}
