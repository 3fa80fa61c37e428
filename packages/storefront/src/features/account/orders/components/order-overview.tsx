import type { OrderDetails } from '@vitrine/api-client';
import { useTranslation } from 'react-i18next';
import { paymentMethodText } from '../../../../shared/payment-method-label.js';
import { SHIPPING_METHOD_KEYS } from '../order-labels.js';
import { InvoiceLink } from './invoice-link.js';
import { OrderDateAndStatus } from './order-date-status.js';
import styles from './order-overview.module.css';

/**
 * What the order is at a glance (spec 3): date, status, delivery and payment methods, the
 * easy-return number once shipped, and the invoice once paid.
 */
export function OrderOverview({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  return (
    <div className={styles.overview}>
      <dl className={styles.facts}>
        <OrderDateAndStatus date={order.date} status={order.status} />
        <div>
          <dt>{t('ORDERS_SHIPPING_METHOD')}</dt>
          <dd>{t(SHIPPING_METHOD_KEYS[order.shippingMethod])}</dd>
        </div>
        <div>
          <dt>{t('ORDERS_PAYMENT_METHOD')}</dt>
          <dd>{paymentMethodText(t, order)}</dd>
        </div>
        {order.easyReturnNumber && (
          <div className={styles.easyReturn}>
            <dt>{t('ORDERS_EASY_RETURN')}</dt>
            <dd>
              <span className={styles.code}>{order.easyReturnNumber}</span>
              <span className={styles.hint}>{t('ORDERS_EASY_RETURN_HINT')}</span>
            </dd>
          </div>
        )}
      </dl>
      {order.invoiceUrl !== null && (
        <InvoiceLink orderNumber={order.orderNumber} invoiceUrl={order.invoiceUrl} />
      )}
    </div>
  );
}
