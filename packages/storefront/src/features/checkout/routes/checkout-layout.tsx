import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { CHECKOUT_STEPS, checkoutPage, type CheckoutStep } from '../checkout-steps.js';
import styles from '../components/checkout-frame.module.css';

const STEP_LABEL: Record<CheckoutStep, string> = {
  cart: 'CHECKOUT_STEP_CART',
  identification: 'CHECKOUT_STEP_IDENTIFICATION',
  delivery: 'CHECKOUT_STEP_DELIVERY',
  payment: 'CHECKOUT_STEP_PAYMENT',
  confirmation: 'CHECKOUT_STEP_CONFIRMATION',
};

/** Every /checkout page: where the shopper is among the order steps, then the page. */
export default function CheckoutLayout() {
  const { t } = useTranslation();
  const current = checkoutPage(useLocation().pathname)?.step;
  return (
    <div className={styles.layout}>
      <nav aria-label={t('CHECKOUT_STEPS')}>
        <ol className={styles.steps}>
          {CHECKOUT_STEPS.map((step) => (
            <li
              key={step}
              className={step === current ? `${styles.step} ${styles.current}` : styles.step}
              aria-current={step === current ? 'step' : undefined}
            >
              {t(STEP_LABEL[step])}
            </li>
          ))}
        </ol>
      </nav>
      <Outlet />
    </div>
  );
}
