import { Skeleton } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import styles from './order-details.module.css';
import hidden from '../../../../shared/visually-hidden.module.css';

/** An order while it loads: the overview, two lines and the summary, in their places. */
export function OrderDetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className={styles.details}>
      <p role="status" className={hidden.visuallyHidden}>
        {t('ORDERS_DETAILS_LOADING')}
      </p>
      <div aria-hidden="true" className={styles.details}>
        <Skeleton variant="block" height="8rem" />
        <div className={styles.columns}>
          <div className={styles.main}>
            <Skeleton width="8rem" height="1.5rem" />
            {Array.from({ length: 2 }, (_, index) => (
              <div key={index} className={styles.skeletonItem}>
                <Skeleton variant="block" width={80} aspectRatio={0.8} />
                <Skeleton lines={3} />
              </div>
            ))}
          </div>
          <Skeleton variant="block" height="14rem" className={styles.summary} />
        </div>
      </div>
    </div>
  );
}
