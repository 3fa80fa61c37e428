import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCarousel } from '../carousel/product-carousel.js';
import { useUi } from '../core/ui-context.js';
import type { ProductCardProps } from '../product/product-card.js';
import styles from './not-found-layout.module.css';

/** The not-found page's banner, from the no-result content feed. */
export interface NotFoundBanner {
  title: string;
  text?: string | undefined;
  image?: { src: string; alt: string; width: number; height: number } | undefined;
}

export interface NotFoundLayoutProps {
  banner: NotFoundBanner;
  /** Cards of the 'Idée shopping' carousel. */
  shoppingIdeas: readonly ProductCardProps[];
  /** Cards of the 'À découvrir aussi' carousel. */
  alsoDiscover: readonly ProductCardProps[];
  /** The home page (default '/'). */
  homeHref?: string | undefined;
  /** The status the page reports, shown discreetly (default 404). */
  statusCode?: number | undefined;
  /** The carousels' products are loading: skeleton cards. */
  loading?: boolean | undefined;
  /** Called when a carousel's arrow turns its page (analytics 'other click'). */
  onCarouselArrow?:
    ((carousel: NotFoundCarousel, direction: 'previous' | 'next') => void) | undefined;
  className?: string | undefined;
}

/** The not-found page's carousels, by a stable name. */
export type NotFoundCarousel = 'shopping_ideas' | 'also_discover';

/** Not-found carousels: 2 cards a page on phones, more on wider screens (spec §2.1, §9). */
const PER_PAGE = 2;
const PER_PAGE_FROM = { small: 3, medium: 4, large: 6 } as const;

/**
 * The not-found page (spec §2.1): a banner with a link home, then the 'Idée shopping' and
 * 'À découvrir aussi' carousels. A carousel without products is left out.
 */
export function NotFoundLayout({
  banner,
  shoppingIdeas,
  alsoDiscover,
  homeHref = '/',
  statusCode = 404,
  loading = false,
  onCarouselArrow,
  className,
}: NotFoundLayoutProps) {
  const { t } = useTranslation();
  const { Link } = useUi();
  const titleId = useId();
  return (
    <div className={clsx(styles.notFound, className)}>
      <section
        className={clsx(styles.banner, banner.image && styles.withImage)}
        aria-labelledby={titleId}
      >
        <div className={styles.bannerText}>
          <p className={styles.status}>{t('LABEL_NOT_FOUND_STATUS', { code: statusCode })}</p>
          <h1 id={titleId} className={styles.title}>
            {banner.title}
          </h1>
          {banner.text && <p className={styles.text}>{banner.text}</p>}
          <Link href={homeHref} className={styles.home}>
            {t('LABEL_NOT_FOUND_HOME_LINK')}
          </Link>
        </div>
        {banner.image && (
          <img
            className={styles.image}
            src={banner.image.src}
            alt={banner.image.alt}
            width={banner.image.width}
            height={banner.image.height}
            fetchPriority="high"
            decoding="async"
          />
        )}
      </section>
      <ProductCarousel
        title={t('LABEL_SHOPPING_IDEA')}
        products={shoppingIdeas}
        loading={loading}
        onArrow={(direction) => onCarouselArrow?.('shopping_ideas', direction)}
        perPage={PER_PAGE}
        perPageFrom={PER_PAGE_FROM}
      />
      <ProductCarousel
        title={t('LABEL_ALSO_DISCOVER')}
        products={alsoDiscover}
        loading={loading}
        onArrow={(direction) => onCarouselArrow?.('also_discover', direction)}
        perPage={PER_PAGE}
        perPageFrom={PER_PAGE_FROM}
      />
    </div>
  );
}
