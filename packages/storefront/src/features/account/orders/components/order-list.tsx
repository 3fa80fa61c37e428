import type { OrderSummary } from '@vitrine/api-client';
import { useMoney } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { amountOf } from '../order-format.js';
import { OrderDateAndStatus } from './order-date-status.js';
import styles from './order-list.module.css';

export interface OrderListProps {
  /** Newest first, as the server answers (spec 9). */
  orders: readonly OrderSummary[];
  /** The heading naming the list. */
  labelledBy: string;
  /** The details page of an order. */
  detailsPath: (orderNumber: string) => string;
}

/** Orders as a list of rows: number, date, status, total, and a link to the details. */
export function OrderList({ orders, labelledBy, detailsPath }: OrderListProps) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <ol className={styles.list} aria-labelledby={labelledBy}>
      {orders.map((order) => (
        <li key={order.orderNumber} className={styles.order}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('ORDERS_NUMBER')}</dt>
              <dd className={styles.number}>{order.orderNumber}</dd>
            </div>
            <OrderDateAndStatus date={order.date} status={order.status} />
            <div>
              <dt>{t('ORDERS_TOTAL')}</dt>
              <dd>
                <span className={styles.total}>{money(amountOf(order.total))}</span>{' '}
                <span className={styles.count}>
                  {t('ORDERS_ITEM_COUNT', { count: order.nbProducts })}
                </span>
              </dd>
            </div>
          </dl>
          <Link
            to={detailsPath(order.orderNumber)}
            className={styles.details}
            aria-label={t('ORDERS_SEE_DETAILS_OF', { number: order.orderNumber })}
          >
            {t('ORDERS_SEE_DETAILS')}
          </Link>
        </li>
      ))}
    </ol>
  );
}
