import { isCustomerNumber } from '@vitrine/validation';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { failureStatus } from '../../../app/api-failure.js';
import { useStoreContext } from '../../../app/store-context.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { OrderDetailsSkeleton } from './components/order-details-skeleton.js';
import { OrderDetailsView } from './components/order-details-view.js';
import detailsStyles from './components/order-details.module.css';
import { OrdersAlert } from './components/orders-alert.js';
import styles from './components/orders-page.module.css';
import { useGetEventOrderDetailsQuery, useGetOrderDetailsQuery } from './orders-api.js';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { ordersTranslations } from './orders.i18n.js';

/**
 * One order, /customer/account/order/details/{id}, or one private-sale order,
 * /customer/account/order/evt_details/{id} (spec 2.1, 3). An unknown number, or an order that is
 * not the customer's, shows spec 8's 'order detail not found'; any other failure the 'temporarily
 * unavailable' message with a second try.
 */
export default function OrderDetailsPage() {
  useRouteTexts(ordersTranslations);
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  const { id = '' } = useParams();
  const isEvent = useLocation().pathname.startsWith(paths.account.eventOrderDetails(''));
  // Order numbers are digits (spec 9): anything else is no order of theirs, asked of no one.
  const isOrderNumber = isCustomerNumber(id);
  const ordinary = useGetOrderDetailsQuery(id, { skip: !isOrderNumber || isEvent });
  const event = useGetEventOrderDetailsQuery(id, { skip: !isOrderNumber || !isEvent });
  const { currentData: order, isError, error, refetch } = isEvent ? event : ordinary;

  const notFound = !isOrderNumber || (isError && failureStatus(error) === 404);
  const title =
    notFound || isError
      ? t('ORDERS_DETAILS_TITLE')
      : t(isEvent ? 'ORDERS_EVENT_ORDER_TITLE' : 'ORDERS_ORDER_TITLE', { number: id });
  const history = paths.account.orderHistory;

  return (
    <div className={styles.page}>
      <PageMeta title={title} noIndex />
      <h1 className={styles.title}>{title}</h1>
      {notFound ? (
        <OrdersAlert messageKey="ORDERS_DETAILS_NOT_FOUND" backHref={history} />
      ) : isError ? (
        <OrdersAlert
          messageKey="ORDERS_DETAILS_UNAVAILABLE"
          onRetry={() => void refetch()}
          backHref={history}
        />
      ) : order ? (
        <>
          <OrderDetailsView order={order} />
          <Link to={history} className={detailsStyles.back}>
            {t('ORDERS_BACK_TO_HISTORY')}
          </Link>
        </>
      ) : (
        <OrderDetailsSkeleton />
      )}
    </div>
  );
}
