import { checkoutPaths } from '../../config/paths.js';

export type CheckoutStep = 'cart' | 'identification' | 'delivery' | 'payment' | 'confirmation';

export const CHECKOUT_STEPS: readonly CheckoutStep[] = [
  'cart',
  'identification',
  'delivery',
  'payment',
  'confirmation',
];

const STEP_OF_PATH: Record<string, { step: CheckoutStep; titleKey: string }> = {
  [checkoutPaths.cart]: { step: 'cart', titleKey: 'CHECKOUT_PAGE_CART' },
  [checkoutPaths.login]: { step: 'identification', titleKey: 'CHECKOUT_PAGE_LOGIN' },
  [checkoutPaths.create]: { step: 'identification', titleKey: 'CHECKOUT_PAGE_CREATE' },
  [checkoutPaths.shipping]: { step: 'delivery', titleKey: 'CHECKOUT_PAGE_SHIPPING' },
  [checkoutPaths.payment]: { step: 'payment', titleKey: 'CHECKOUT_PAGE_PAYMENT' },
  [checkoutPaths.confirmation]: { step: 'confirmation', titleKey: 'CHECKOUT_PAGE_CONFIRMATION' },
};

/** The checkout step and page name of a path, if it is a checkout page. */
export function checkoutPage(pathname: string) {
  return STEP_OF_PATH[pathname.replace(/\/+$/, '')];
}
