import type { Banner } from '@vitrine/api-client';
import { MenuBannerImage, Skeleton } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './home-banners.module.css';

export interface HomeBannersProps {
  hero?: Banner | undefined;
  side: readonly Banner[];
  loading: boolean;
}

/** Merchandising banners are 2:1 pictures: the skeletons keep that room until they arrive. */
const BANNER_RATIO = 2;

/**
 * The top of the home page: the hero banner and two side banners (stacked beside it on desktop,
 * side by side under it on phones). The hero is the page's largest paint: loaded at once, first.
 */
export function HomeBanners({ hero, side, loading }: HomeBannersProps) {
  const { t } = useTranslation();
  if (!loading && !hero) return null;
  return (
    <section className={styles.banners} aria-label={t('HOME_HIGHLIGHTS_LABEL')}>
      {hero ? (
        <Link to={hero.url} className={styles.hero}>
          <img
            className={styles.heroImage}
            src={hero.image.src}
            alt={hero.image.alt || hero.title}
            width={hero.image.width}
            height={hero.image.height}
            loading="eager"
            fetchPriority="high"
          />
        </Link>
      ) : (
        <Skeleton variant="block" aspectRatio={BANNER_RATIO} className={styles.hero} />
      )}
      <div className={styles.side}>
        {loading
          ? [0, 1].map((index) => (
              <Skeleton key={index} variant="block" aspectRatio={BANNER_RATIO} />
            ))
          : side.map((banner) => (
              <MenuBannerImage
                key={banner.id}
                banner={{
                  image: banner.image.src,
                  alt: banner.image.alt || banner.title,
                  href: banner.url,
                  width: banner.image.width,
                  height: banner.image.height,
                }}
              />
            ))}
      </div>
    </section>
  );
}
