import { useId } from 'react';
import styles from './product-reviews.module.css';

const STAR = 'M8 1.3l2 4.2 4.6.6-3.4 3.2.9 4.6L8 11.7l-4.1 2.2.9-4.6L1.4 6.1 6 5.5z';
const WIDTH = 80;
const stars = [0, 16, 32, 48, 64].map((x) => `translate(${String(x)} 0)`);

/**
 * Five stars filled up to a rating (0 to 5; a fraction fills part of a star). Decorative: the
 * rating is always written beside them.
 */
export function RatingStars({ rating }: { rating: number }) {
  // useId's characters are not all safe inside url(#…).
  const clip = `stars${useId().replace(/[^\w-]/g, '')}`;
  const filled = (Math.min(Math.max(rating, 0), 5) / 5) * WIDTH;
  return (
    <svg
      className={styles.stars}
      viewBox={`0 0 ${String(WIDTH)} 16`}
      width={WIDTH}
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <clipPath id={clip}>
          {stars.map((transform) => (
            <path key={transform} d={STAR} transform={transform} />
          ))}
        </clipPath>
      </defs>
      <rect width={filled} height="16" fill="currentColor" clipPath={`url(#${clip})`} />
      {stars.map((transform) => (
        <path
          key={transform}
          d={STAR}
          transform={transform}
          fill="none"
          stroke="currentColor"
          strokeWidth="1"
        />
      ))}
    </svg>
  );
}
