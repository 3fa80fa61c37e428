import type { CheckoutOrder } from '@vitrine/api-client';
import { FlashMessage, Skeleton } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { checkoutPaths } from '../../../config/paths.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { DeliveryRecap } from './components/delivery-recap.js';
import { PaymentForm } from './components/payment-form.js';
import { PaymentSummary } from './components/payment-summary.js';
import { paymentStepAmounts } from './payment-amounts.js';
import { useGetPaymentStepQuery } from './payment-api.js';
import { paymentReturn, type PaymentReturn } from './payment-navigation.js';
import { useDeclinedReturn } from './use-declined-return.js';
import { useStepRefusal } from './use-step-refusal.js';
import frame from '../checkout-page.module.css';
import styles from './payment-page.module.css';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { paymentTranslations } from './payment.i18n.js';

/**
 * The payment step (spec 2.1 /checkout/payment, login required; spec 2.5): where the order goes,
 * its amounts and the payment methods. The server refuses the step without a confirmed delivery:
 * back to the delivery step (the basket when empty).
 */
export default function PaymentPage() {
  useRouteTexts(paymentTranslations);
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const returned = paymentReturn(search);
  const ready = useDeclinedReturn(returned !== null);
  const step = useGetPaymentStepQuery(undefined, { skip: !ready, refetchOnMountOrArgChange: true });
  const showsFailure = useStepRefusal(step.error, returned !== null);
  const title = t('PAYMENT_TITLE');

  let content;
  if (step.currentData) content = <PaymentStep order={step.currentData} returned={returned} />;
  else if (showsFailure)
    content = (
      <div className={styles.failure}>
        <FlashMessage severity="error">{t('PAYMENT_LOAD_ERROR')}</FlashMessage>
        <button
          type="button"
          className={styles.retry}
          onClick={() => {
            void step.refetch();
          }}
        >
          {t('PAYMENT_RETRY')}
        </button>
      </div>
    );
  else content = <PaymentSkeleton />;

  return (
    <>
      <PageMeta title={title} noIndex />
      <h1 className={frame.title}>{title}</h1>
      {content}
    </>
  );
}

function PaymentStep({
  order,
  returned,
}: {
  order: CheckoutOrder;
  returned: PaymentReturn | null;
}) {
  const { t } = useTranslation();
  return (
    <div className={frame.layout}>
      <div className={frame.main}>
        <DeliveryRecap
          shippingMethod={order.delivery.shippingMethod}
          address={order.deliveryAddress}
          relayPointName={order.delivery.relayPoint?.name ?? ''}
        >
          <Link to={checkoutPaths.shipping} className={styles.change}>
            {t('PAYMENT_DELIVERY_CHANGE')}
          </Link>
        </DeliveryRecap>
        <PaymentForm order={order} returned={returned} />
      </div>
      <aside className={frame.aside}>
        <PaymentSummary amounts={paymentStepAmounts(order)} instalments />
      </aside>
    </div>
  );
}

/** Stands in for the delivery, the methods and the summary while they load. */
function PaymentSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={frame.layout} aria-busy="true">
      <p role="status" className={styles.visuallyHidden}>
        {t('PAYMENT_LOADING')}
      </p>
      <div className={frame.main}>
        <Skeleton variant="block" height={140} />
        <Skeleton variant="block" height={260} />
      </div>
      <div className={frame.aside}>
        <Skeleton variant="block" height={220} />
      </div>
    </div>
  );
}
