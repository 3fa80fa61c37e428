import { ga4Events, trackCartLine } from '@vitrine/analytics';
import { STORES, type Cart } from '@vitrine/api-client';
import { InstalmentsMessage, OrderSummary } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreContext } from '../../../../app/store-context.js';
import { trackEcommerce } from '../../../../shared/analytics.js';
import { basketAmounts } from '../basket-amounts.js';
import styles from '../basket.module.css';

/**
 * The basket's amounts and the way on to checkout (the delivery step; its guard sends a visitor
 * to the checkout login first), with the French store's 3-instalment message (spec 2.5).
 */
export function BasketSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const { config, paths } = useStoreContext();
  const amounts = basketAmounts(cart);
  // GA4 begin_checkout: the basket's lines and its privilege code, as the shopper goes on.
  const beginCheckout = () => {
    const store = STORES[config.segment];
    trackEcommerce(
      ga4Events(store).beginCheckout(
        cart.products.map((line) => trackCartLine(store, line)),
        cart.currentPrivilegeCode || undefined,
      ),
    );
  };
  return (
    <>
      <OrderSummary
        itemCount={amounts.itemCount}
        subtotal={amounts.subtotal}
        discount={amounts.discount}
        privilegeCode={cart.currentPrivilegeCode || undefined}
        shippingFees={amounts.shippingFees}
        total={amounts.total}
      >
        <Link to={paths.checkout.shipping} className={styles.checkout} onClick={beginCheckout}>
          {t('BASKET_CHECKOUT')}
        </Link>
      </OrderSummary>
      {config.features.instalmentsMessage && <InstalmentsMessage amount={amounts.total} />}
    </>
  );
}
