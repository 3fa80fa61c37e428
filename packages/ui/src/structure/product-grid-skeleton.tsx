import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import utilities from '../styles/utilities.module.css';
import styles from './product-grid-skeleton.module.css';
import { Skeleton } from './skeleton.js';

export interface ProductGridSkeletonProps {
  /** How many cards stand in (8 by default). */
  count?: number | undefined;
  /** What is spoken ('Loading items…' by default). */
  label?: string | undefined;
  className?: string | undefined;
}

/**
 * Placeholder cards for a product listing while it loads: picture (ratio 0.8, spec §2.3), brand,
 * label and price, in the listing's grid (2 columns on phones, 3 from 768 px, 4 from 1200 px).
 */
export function ProductGridSkeleton({ count = 8, label, className }: ProductGridSkeletonProps) {
  const { t } = useTranslation();
  return (
    <div className={clsx(styles.wrapper, className)}>
      <p role="status" className={utilities.visuallyHidden}>
        {label ?? t('LABEL_LOADING_PRODUCTS')}
      </p>
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.card}>
            <Skeleton variant="block" aspectRatio={0.8} />
            <Skeleton variant="text" width="40%" className={styles.brand} />
            <Skeleton variant="text" lines={2} />
            <Skeleton variant="text" width="30%" className={styles.price} />
          </div>
        ))}
      </div>
    </div>
  );
}
