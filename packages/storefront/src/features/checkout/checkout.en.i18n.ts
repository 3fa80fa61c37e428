import type { SameKeys } from '../../i18n/define.js';
import type { checkoutFr } from './checkout.i18n.js';

/** The English texts of `checkoutFr`: the same keys, in the fallback language. */
export const checkoutEn: SameKeys<typeof checkoutFr> = {
  CHECKOUT_SECURE: '100% secure payment',
  CHECKOUT_HELP: 'Need help?',
  CHECKOUT_STEPS: 'Order steps',
  CHECKOUT_STEP_CART: 'Basket',
  CHECKOUT_STEP_IDENTIFICATION: 'Sign in',
  CHECKOUT_STEP_DELIVERY: 'Delivery',
  CHECKOUT_STEP_PAYMENT: 'Payment',
  CHECKOUT_STEP_CONFIRMATION: 'Confirmation',
  CHECKOUT_PAGE_CART: 'My basket',
  CHECKOUT_PAGE_LOGIN: 'Sign in',
  CHECKOUT_PAGE_CREATE: 'Create my account',
  CHECKOUT_PAGE_SHIPPING: 'Delivery',
  CHECKOUT_PAGE_PAYMENT: 'Payment',
  CHECKOUT_PAGE_CONFIRMATION: 'Order confirmation',
  CHECKOUT_PAGE_DIRECT_ORDER: 'Quick order',
  CHECKOUT_LEGAL: 'Your data is protected and your payments are encrypted.',
  BASKET_STOCK_LIMIT_zero: 'This size is out of stock.',
  BASKET_STOCK_LIMIT_one: 'Only 1 left in stock for this size.',
  BASKET_STOCK_LIMIT_other: 'Only {{count}} left in stock for this size.',
  BASKET_QUANTITY_CAP: 'You can order at most 99 of the same item.',
};
