import type { OrderStatus } from '@vitrine/api-client';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../../../app/store-context.js';
import { formatOrderDate } from '../order-format.js';
import { OrderStatusBadge } from './order-status-badge.js';

/** An order's date and status, as two entries of the description list that shows it. */
export function OrderDateAndStatus({ date, status }: { date: string; status: OrderStatus }) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  return (
    <>
      <div>
        <dt>{t('ORDERS_DATE')}</dt>
        <dd>
          <time dateTime={date}>{formatOrderDate(date, config.locale)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('ORDERS_STATUS')}</dt>
        <dd>
          <OrderStatusBadge status={status} />
        </dd>
      </div>
    </>
  );
}
