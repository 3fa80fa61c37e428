import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ComingSoon } from '../../../shared/coming-soon.js';
import { checkoutPage } from '../checkout-steps.js';

/** The checkout pages' content arrives with the checkout issue: named, and said so. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const page = checkoutPage(useLocation().pathname);
  return <ComingSoon title={t(page?.titleKey ?? 'CHECKOUT_PAGE_DIRECT_ORDER')} />;
}
