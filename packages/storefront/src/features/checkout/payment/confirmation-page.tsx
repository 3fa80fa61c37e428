import type { OrderDetails } from '@vitrine/api-client';
import { EmptyState, Skeleton } from '@vitrine/ui';
import { isCustomerNumber } from '@vitrine/validation';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { failureStatus } from '../../../app/api-failure.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { useStoreContext } from '../../../app/store-context.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { refreshCart } from '../../../state/cart-thunks.js';
import { selectCustomer } from '../../../state/customer-slice.js';
import { DeliveryRecap } from './components/delivery-recap.js';
import { OrderLines } from './components/order-lines.js';
import { PaymentSummary } from './components/payment-summary.js';
import { paymentMethodText } from '../../../shared/payment-method-label.js';
import { placedOrderAmounts } from './payment-amounts.js';
import { useGetConfirmedOrderQuery } from './payment-api.js';
import { attemptStorage, endAttempt } from './payment-attempt.js';
import { useOrderTracking } from './use-order-tracking.js';
import styles from './confirmation-page.module.css';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { paymentTranslations } from './payment.i18n.js';

/**
 * The order confirmation, /checkout/confirmation?order={n} (spec 2.1: open to everyone). The order
 * is the signed-in customer's own: a visitor, or a number that is not theirs, reads why and goes
 * home. The payment attempt is over; the basket, emptied by the order, is read again for the
 * header's badge.
 */
export default function ConfirmationPage() {
  useRouteTexts(paymentTranslations);
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  const dispatch = useAppDispatch();
  const customer = useAppSelector(selectCustomer);
  const orderNumber = useSearchParams()[0].get('order') ?? '';
  const signedIn = customer?.isLoggedIn === true;
  const known = isCustomerNumber(orderNumber);
  const details = useGetConfirmedOrderQuery(orderNumber, { skip: !signedIn || !known });
  useOrderTracking(details.currentData);

  useEffect(() => {
    endAttempt(attemptStorage());
    void dispatch(refreshCart());
  }, [dispatch]);

  const home = { href: paths.home, label: t('ERROR_BACK_HOME') };
  let content;
  if (details.currentData) content = <OrderConfirmation order={details.currentData} />;
  else if (customer && (!signedIn || failureStatus(details.error) === 401))
    content = (
      <EmptyState
        headingLevel={1}
        title={t('PAYMENT_CONFIRMATION_SIGN_IN_TITLE')}
        text={t('PAYMENT_CONFIRMATION_SIGN_IN_TEXT')}
        action={home}
      />
    );
  else if (customer && (!known || details.isError))
    content = (
      <EmptyState
        headingLevel={1}
        title={t('PAYMENT_CONFIRMATION_UNKNOWN_TITLE')}
        text={t('PAYMENT_CONFIRMATION_NOT_FOUND')}
        action={home}
      />
    );
  else content = <ConfirmationSkeleton />;

  return (
    <>
      <PageMeta title={t('CHECKOUT_PAGE_CONFIRMATION')} noIndex />
      {content}
    </>
  );
}

function OrderConfirmation({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const { config, paths } = useStoreContext();
  const paymentId = useId();
  const date = new Intl.DateTimeFormat(config.locale, { dateStyle: 'long' }).format(
    new Date(order.date),
  );
  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('PAYMENT_CONFIRMATION_TITLE')}</h1>
        <p className={styles.number}>
          {t('PAYMENT_CONFIRMATION_NUMBER', { number: order.orderNumber })}
        </p>
        <p className={styles.meta}>{t('PAYMENT_CONFIRMATION_DATE', { date })}</p>
        <p className={styles.meta}>{t('PAYMENT_CONFIRMATION_MAIL')}</p>
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          <OrderLines items={order.items} />
          <DeliveryRecap
            shippingMethod={order.shippingMethod}
            address={order.deliveryAddress}
            relayPointName={order.relayPointName}
          />
          <section aria-labelledby={paymentId}>
            <h2 id={paymentId} className={styles.sectionTitle}>
              {t('PAYMENT_CONFIRMATION_PAYMENT')}
            </h2>
            <p className={styles.method}>{paymentMethodText(t, order)}</p>
          </section>
        </div>
        <aside className={styles.aside}>
          <PaymentSummary amounts={placedOrderAmounts(order)} />
          <div className={styles.actions}>
            <Link to={paths.account.orderDetails(order.orderNumber)} className={styles.primary}>
              {t('PAYMENT_CONFIRMATION_FOLLOW')}
            </Link>
            <Link to={paths.home} className={styles.secondary}>
              {t('PAYMENT_CONFIRMATION_CONTINUE')}
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}

/** Stands in for the order while it loads. */
function ConfirmationSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className={styles.layout}>
      <p role="status" className={styles.visuallyHidden}>
        {t('PAYMENT_CONFIRMATION_LOADING')}
      </p>
      <div className={styles.main}>
        <Skeleton variant="block" height={260} />
        <Skeleton variant="block" height={140} />
      </div>
      <div className={styles.aside}>
        <Skeleton variant="block" height={220} />
      </div>
    </div>
  );
}
