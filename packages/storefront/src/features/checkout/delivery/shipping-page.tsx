import type { Cart, Delivery, SignedInCustomer } from '@vitrine/api-client';
import { FlashMessage, Skeleton } from '@vitrine/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { failureStatus } from '../../../app/api-failure.js';
import { useAppSelector } from '../../../app/hooks.js';
import { accountPaths, checkoutPaths } from '../../../config/paths.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { selectCart } from '../../../state/cart-slice.js';
import { selectCustomer } from '../../../state/customer-slice.js';
import { DeliveryAddresses } from './components/delivery-addresses.js';
import { DeliveryMethods } from './components/delivery-methods.js';
import { DeliverySummary } from './components/delivery-summary.js';
import { useGetDeliveryQuery } from './delivery-api.js';
import { cartKinds } from './delivery-options.js';
import { useShippingChoice } from './use-shipping-choice.js';
import frame from '../checkout-page.module.css';
import styles from './shipping-page.module.css';
import { useRouteTexts } from '../../../i18n/route-texts.js';
import { deliveryTranslations } from './delivery.i18n.js';

/**
 * The delivery step (spec 2.1 /checkout/shipping, login required): where to deliver, how, and
 * the order's amounts; 'Continue' confirms the delivery and goes on to payment. An empty cart
 * has nothing to deliver: back to the basket; an account without a main address is sent to add it.
 */
export default function ShippingPage() {
  useRouteTexts(deliveryTranslations);
  const { t } = useTranslation();
  const cart = useAppSelector(selectCart);
  const customer = useAppSelector(selectCustomer);
  const delivery = useGetDeliveryQuery();
  const title = t('DELIVERY_TITLE');

  if (cart?.products.length === 0) return <Navigate to={checkoutPaths.cart} replace />;

  let content;
  if (delivery.data && cart && customer?.isLoggedIn)
    content = <ShippingForm delivery={delivery.data} cart={cart} customer={customer} />;
  else if (delivery.isError && failureStatus(delivery.error) === 409)
    // The account has no main address (the delivery step's only 409): trying again cannot help.
    content = (
      <div role="alert" className={styles.failure}>
        <FlashMessage severity="info">{t('DELIVERY_MAIN_ADDRESS_REQUIRED')}</FlashMessage>
        <Link to={accountPaths.mainAddress} className={styles.secondaryButton}>
          {t('DELIVERY_MAIN_ADDRESS_ADD')}
        </Link>
      </div>
    );
  else if (delivery.isError)
    content = (
      <div role="alert" className={styles.failure}>
        <FlashMessage severity="error">{t('ERROR_FETCH')}</FlashMessage>
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => {
            void delivery.refetch();
          }}
        >
          {t('DELIVERY_LOAD_RETRY')}
        </button>
      </div>
    );
  else content = <ShippingSkeleton />;

  return (
    <>
      <PageMeta title={title} noIndex />
      <h1 className={frame.title}>{title}</h1>
      {content}
    </>
  );
}

interface ShippingFormProps {
  delivery: Delivery;
  cart: Cart;
  customer: SignedInCustomer;
}

function ShippingForm({ delivery, cart, customer }: ShippingFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const kinds = cartKinds(cart.products);
  const shipping = useShippingChoice(delivery, cart);
  const { choice, errors, busy } = shipping;

  return (
    <div className={frame.layout}>
      <div className={frame.main}>
        <DeliveryAddresses
          addresses={delivery.addresses}
          chosen={choice.address}
          customer={customer}
          error={errors.fields.address}
          disabled={busy}
          onChoose={(address) => void shipping.chooseAddress(address)}
        />
        <form
          noValidate
          className={styles.methods}
          aria-labelledby={`${id}-methods`}
          onSubmit={(event) => {
            event.preventDefault();
            void shipping.submit();
          }}
        >
          <h2 id={`${id}-methods`} className={styles.sectionTitle}>
            {t('DELIVERY_METHODS_TITLE')}
          </h2>
          <DeliveryMethods
            delivery={delivery}
            kinds={kinds}
            formKind={shipping.kind}
            choice={choice}
            errors={errors}
            busy={busy}
            onChooseParcelMethod={(method) => void shipping.chooseParcelMethod(method)}
            onChooseRelayPoint={(point) => void shipping.chooseRelayPoint(point)}
            onChooseWarehouseMethod={(method) => void shipping.chooseWarehouseMethod(method)}
          />
          <button
            type="submit"
            className={styles.continue}
            aria-disabled={busy || undefined}
            onClick={(event) => {
              // Busy: a second press waits for the choice being sent instead of racing it.
              if (busy) event.preventDefault();
            }}
          >
            {t('DELIVERY_CONTINUE')}
          </button>
        </form>
      </div>
      <aside className={frame.aside}>
        <DeliverySummary cart={cart} delivery={delivery} busy={busy} />
      </aside>
    </div>
  );
}

/** Stands in for the addresses, methods and summary while they load. */
function ShippingSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={frame.layout} aria-busy="true">
      <p role="status" className={styles.visuallyHidden}>
        {t('LABEL_LOADING')}
      </p>
      <div className={frame.main}>
        <Skeleton variant="block" height={120} />
        <Skeleton variant="block" height={240} />
      </div>
      <div className={frame.aside}>
        <Skeleton variant="block" height={220} />
      </div>
    </div>
  );
}
