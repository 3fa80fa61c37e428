import { clsx } from 'clsx';
import { useId } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCard, ProductCardSkeleton } from '../product/product-card.js';
import type { ProductCardProps } from '../product/product-card.js';
import utilities from '../styles/utilities.module.css';
import { resolvePerPage } from './carousel-paging.js';
import { Carousel } from './carousel.js';
import type { CarouselProps } from './carousel.js';
import styles from './product-carousel.module.css';

/** Cards a page by default: 2 on phones, 3 from 576 px, 4 from 768 px, 6 from 992 px (§2.3). */
const PRODUCT_CAROUSEL_PER_PAGE = 2;
const PRODUCT_CAROUSEL_PER_PAGE_FROM = { small: 3, medium: 4, large: 6 } as const;

export interface ProductCarouselProps {
  /** The carousel's heading, also its accessible name. */
  title: string;
  /** Heading level of the title (default 2). */
  titleLevel?: 2 | 3 | 4 | undefined;
  /** The cards, in order. */
  products: readonly ProductCardProps[];
  /** Skeleton cards while the products load. */
  loading?: boolean | undefined;
  /** Shown under the title when there is no product; without it, nothing is rendered. */
  emptyMessage?: string | undefined;
  /** Cards a page on phones (default 2). */
  perPage?: CarouselProps['perPage'];
  /** Cards a page from each breakpoint up (default 3 / 4 / 6 from small / medium / large). */
  perPageFrom?: CarouselProps['perPageFrom'];
  /** Gap between cards in px (default 10). */
  gap?: CarouselProps['gap'];
  loop?: CarouselProps['loop'];
  /** Called when an arrow turns the page (analytics 'other click'). */
  onArrow?: CarouselProps['onArrow'];
  /** Front pictures of the first cards load at once (a carousel above the fold). */
  priority?: boolean | undefined;
  className?: string | undefined;
}

/** A titled row of product cards, a page at a time. */
export function ProductCarousel({
  title,
  titleLevel = 2,
  products,
  loading = false,
  emptyMessage,
  perPage = PRODUCT_CAROUSEL_PER_PAGE,
  perPageFrom = PRODUCT_CAROUSEL_PER_PAGE_FROM,
  gap,
  loop,
  onArrow,
  priority = false,
  className,
}: ProductCarouselProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = `h${String(titleLevel)}` as 'h2' | 'h3' | 'h4';

  if (!loading && products.length === 0 && emptyMessage === undefined) return null;

  const heading = (
    <Heading id={titleId} className={styles.title}>
      {title}
    </Heading>
  );

  if (loading) {
    // One page of skeletons, sized by the same media queries as the carousel's slides.
    const counts = resolvePerPage(perPage, perPageFrom);
    const style = {
      '--product-carousel-per-page': counts.phone,
      '--product-carousel-per-page-small': counts.small,
      '--product-carousel-per-page-medium': counts.medium,
      '--product-carousel-per-page-large': counts.large,
      '--product-carousel-per-page-extra-large': counts.extraLarge,
      '--product-carousel-per-page-wide': counts.wide,
      ...(gap === undefined ? {} : { '--vt-carousel-gap': `${String(Math.max(0, gap))}px` }),
    } as CSSProperties;
    return (
      <div className={clsx(styles.productCarousel, className)} aria-busy="true">
        {heading}
        <p className={utilities.visuallyHidden} role="status">
          {t('LABEL_LOADING')}
        </p>
        <div className={styles.skeletons} style={style}>
          {Array.from({ length: Math.max(...Object.values(counts)) }, (_, index) => (
            <ProductCardSkeleton key={index} announce={false} className={styles.skeleton} />
          ))}
        </div>
      </div>
    );
  }

  if (products.length === 0)
    return (
      <div className={clsx(styles.productCarousel, className)}>
        {heading}
        <p className={styles.empty}>{emptyMessage}</p>
      </div>
    );

  return (
    <div className={clsx(styles.productCarousel, className)}>
      {heading}
      <Carousel
        label={title}
        perPage={perPage}
        perPageFrom={perPageFrom}
        gap={gap}
        loop={loop}
        onArrow={onArrow}
      >
        {products.map((product, index) => (
          <ProductCard
            key={`${product.href}-${String(index)}`}
            {...product}
            priority={priority && index < perPage}
          />
        ))}
      </Carousel>
    </div>
  );
}
