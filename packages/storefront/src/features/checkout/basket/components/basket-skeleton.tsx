import { Skeleton } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import styles from '../basket.module.css';

const LINES = 2;

/** The basket's frame while it loads, in the places the lines and the summary will take. */
export function BasketSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.layout}>
      <p className={styles.visuallyHidden} role="status">
        {t('BASKET_LOADING')}
      </p>
      <div className={styles.main}>
        {Array.from({ length: LINES }, (_, index) => (
          <div key={index} className={styles.skeletonLine}>
            <Skeleton variant="block" width={96} height={120} />
            <Skeleton lines={3} />
          </div>
        ))}
      </div>
      <div className={styles.aside}>
        <Skeleton variant="block" height={320} />
      </div>
    </div>
  );
}
