import type { Cart } from '@vitrine/api-client';
import { InstalmentsMessage, OrderSummary } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreContext } from '../../../../app/store-context.js';
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
        <Link to={paths.checkout.shipping} className={styles.checkout}>
          {t('BASKET_CHECKOUT')}
        </Link>
      </OrderSummary>
      {config.features.instalmentsMessage && <InstalmentsMessage amount={amounts.total} />}
    </>
  );
}
