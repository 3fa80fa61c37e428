import type { ProductStatic } from '@vitrine/api-client';
import { formatLongDate, formatNumber } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../../app/store-context.js';
import { RatingStars } from './rating-stars.js';
import styles from './product-reviews.module.css';

/** Stars, average and count of the reviews (the buy box and the reviews tab). */
export function ReviewsSummary({
  reviews,
  className,
}: {
  reviews: ProductStatic['reviews'];
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const average = formatNumber(reviews.average, config.locale, { maximumFractionDigits: 1 });
  return (
    <p className={className ?? styles.summary}>
      <RatingStars rating={reviews.average} />
      <span>
        {t('PRODUCT_REVIEWS_AVERAGE', { average })} ·{' '}
        {t('PRODUCT_REVIEWS_COUNT', { count: reviews.count })}
      </span>
    </p>
  );
}

/** Customers' reviews of the product: read only (spec 9: kept five years, never modified). */
export function ProductReviews({ reviews }: { reviews: ProductStatic['reviews'] }) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const day = (date: string) => formatLongDate(new Date(`${date}T00:00:00Z`), config.locale);

  return (
    <div className={styles.reviews}>
      {reviews.count === 0 ? (
        <p>{t('PRODUCT_REVIEWS_NONE')}</p>
      ) : (
        <>
          <ReviewsSummary reviews={reviews} />
          <ul className={styles.list}>
            {reviews.items.map((review, index) => (
              <li key={`${review.date}-${String(index)}`} className={styles.review}>
                <h3 className={styles.title}>{review.title}</h3>
                <p className={styles.rating}>
                  <RatingStars rating={review.rating} />
                  <span>{t('PRODUCT_REVIEW_RATING', { rating: review.rating })}</span>
                </p>
                <p className={styles.by}>
                  <time dateTime={review.date}>
                    {t('PRODUCT_REVIEW_BY', { author: review.author, date: day(review.date) })}
                  </time>
                </p>
                <p className={styles.body}>{review.body}</p>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.note}>{t('PRODUCT_REVIEWS_NOTE')}</p>
    </div>
  );
}
