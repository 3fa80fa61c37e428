import type { SiteContentFeed } from '@vitrine/api-client';
import { Skeleton } from '@vitrine/ui';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreContext } from '../../../app/store-context.js';
import { SEARCH_BANNER_ZONES, searchBanners } from '../../../shared/site-content.js';
import heading from './section-title.module.css';
import styles from './zone-banners.module.css';

/** Zone pictures are 3:2 (300 × 200) while they load. */
const SKELETON_RATIO = 300 / 200;

export interface ZoneBannersProps {
  feed: SiteContentFeed | undefined;
  loading: boolean;
}

/** 'Trending now': the linked pictures of zones 3 to 5 of the site content feed, named below. */
export function ZoneBanners({ feed, loading }: ZoneBannersProps) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const titleId = useId();
  const banners = useMemo(() => searchBanners(feed, config.segment), [feed, config.segment]);
  if (!loading && banners.length === 0) return null;
  return (
    <section className={styles.zones} aria-labelledby={titleId}>
      <h2 id={titleId} className={heading.title}>
        {t('HOME_TRENDING_TITLE')}
      </h2>
      <ul className={styles.list}>
        {loading
          ? SEARCH_BANNER_ZONES.map((zoneId) => (
              <li key={zoneId}>
                <Skeleton variant="block" aspectRatio={SKELETON_RATIO} />
                <span className={styles.label}>
                  <Skeleton width="50%" />
                </span>
              </li>
            ))
          : banners.map((banner) => (
              <li key={banner.id}>
                {/* The label names the link; the picture illustrates it. */}
                <Link to={banner.href} className={styles.link}>
                  <img
                    className={styles.image}
                    src={banner.image}
                    alt=""
                    width={banner.width}
                    height={banner.height}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className={styles.label}>{banner.alt}</span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
