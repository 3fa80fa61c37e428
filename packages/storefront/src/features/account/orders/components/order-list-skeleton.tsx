import { Skeleton } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import styles from './order-list.module.css';
import hidden from '../../../../shared/visually-hidden.module.css';

const ROWS = 3;

/** The history while it loads: rows the size of real ones, said 'loading' once. */
export function OrderListSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <p role="status" className={hidden.visuallyHidden}>
        {t('ORDERS_LOADING')}
      </p>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: ROWS }, (_, index) => (
          <li key={index} className={styles.order}>
            <div className={styles.facts}>
              {Array.from({ length: 4 }, (_, fact) => (
                <div key={fact}>
                  <Skeleton width="5rem" />
                  <Skeleton width="7rem" />
                </div>
              ))}
            </div>
            <Skeleton variant="block" width="8rem" height="var(--vt-target-min)" />
          </li>
        ))}
      </ul>
    </div>
  );
}
