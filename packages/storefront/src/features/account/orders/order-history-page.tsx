import type { OrderSummary } from '@vitrine/api-client';
import { EmptyState } from '@vitrine/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../../app/store-context.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { OrderList } from './components/order-list.js';
import { OrderListSkeleton } from './components/order-list-skeleton.js';
import { OrdersAlert } from './components/orders-alert.js';
import styles from './components/orders-page.module.css';
import section from './components/section.module.css';
import { useGetEventOrdersQuery, useGetOrdersQuery } from './orders-api.js';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { ordersTranslations } from './orders.i18n.js';

/**
 * The order history, /customer/account/order/history (spec 3, 9): the last 12 months' orders,
 * newest first, then the private-sale (event) orders in their own section.
 */
export default function OrderHistoryPage() {
  useRouteTexts(ordersTranslations);
  const { t } = useTranslation();
  const title = t('ORDERS_TITLE');
  return (
    <div className={styles.page}>
      <PageMeta title={title} noIndex />
      <h1 className={styles.title}>{title}</h1>
      <OrderHistory />
    </div>
  );
}

function OrderHistory() {
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  const orders = useGetOrdersQuery();
  const eventOrders = useGetEventOrdersQuery();

  if (orders.isError || eventOrders.isError)
    return (
      <OrdersAlert
        messageKey="ORDERS_HISTORY_UNAVAILABLE"
        onRetry={() => {
          if (orders.isError) void orders.refetch();
          if (eventOrders.isError) void eventOrders.refetch();
        }}
      />
    );
  if (!orders.currentData || !eventOrders.currentData) return <OrderListSkeleton />;

  const recent = orders.currentData.orders;
  const events = eventOrders.currentData.orders;
  if (recent.length === 0 && events.length === 0)
    return (
      <EmptyState kind="orders" title={t('ORDERS_EMPTY_TITLE')} action={{ href: paths.home }} />
    );
  return (
    <>
      <OrdersSection
        titleKey="ORDERS_RECENT_TITLE"
        orders={recent}
        detailsPath={paths.account.orderDetails}
        emptyKey="ORDERS_RECENT_NONE"
      />
      {events.length > 0 && (
        <OrdersSection
          titleKey="ORDERS_EVENT_TITLE"
          orders={events}
          detailsPath={paths.account.eventOrderDetails}
        />
      )}
    </>
  );
}

interface OrdersSectionProps {
  titleKey: string;
  orders: readonly OrderSummary[];
  detailsPath: (orderNumber: string) => string;
  /** What to say when the section has no order. */
  emptyKey?: string;
}

function OrdersSection({ titleKey, orders, detailsPath, emptyKey }: OrdersSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={section.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={section.heading}>
        {t(titleKey)}
      </h2>
      {orders.length > 0 ? (
        <OrderList orders={orders} labelledBy={headingId} detailsPath={detailsPath} />
      ) : (
        emptyKey !== undefined && <p>{t(emptyKey)}</p>
      )}
    </section>
  );
}
