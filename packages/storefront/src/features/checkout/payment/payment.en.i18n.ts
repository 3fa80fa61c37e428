import type { SameKeys } from '../../../i18n/define.js';
import type { paymentFr } from './payment.i18n.js';

/** The English texts of `paymentFr`: the same keys, in the fallback language. */
export const paymentEn: SameKeys<typeof paymentFr> = {
  PAYMENT_TITLE: 'Payment',
  PAYMENT_LOADING: 'Loading the payment step…',
  PAYMENT_LOAD_ERROR: 'We cannot show the payment step at the moment.',
  PAYMENT_RETRY: 'Try again',
  PAYMENT_DELIVERY_TITLE: 'Your delivery',
  PAYMENT_DELIVERY_CHANGE: 'Change delivery',
  PAYMENT_DELIVERY_TO_CONFIRM: 'Please choose and confirm your delivery before paying.',
  PAYMENT_METHODS_TITLE: 'Choose how to pay',
  PAYMENT_SUBMIT: 'Confirm and pay',
  PAYMENT_LEAVING: 'Taking you to the secure payment page…',
  PAYMENT_NO_PERSONAL_ACCOUNT: 'For customers with a personal account',
  PAYMENT_CREDIT_TOO_LOW: 'Your available credit does not cover this order',
  PAYMENT_APPLE_PAY_UNSUPPORTED: 'Available in Safari, on a compatible Apple device',
  PAYMENT_INSTALMENTS_OUT_OF_RANGE:
    'Paying in 3 or 4 instalments with Oney is possible for orders from €100 to €3,000. Please choose another payment method.',
  PAYMENT_INSTALMENTS_CAPTION: 'Your {{count}} instalments, interest-free',
  PAYMENT_INSTALMENTS_DATE: 'Date',
  PAYMENT_INSTALMENTS_AMOUNT: 'Amount',
  PAYMENT_INSTALMENTS_TODAY: 'Today',
  PAYMENT_CANCELLED:
    'You cancelled the payment: your basket is intact. Choose a payment method to complete your order.',
  PAYMENT_NOT_ENOUGH_STOCK:
    'Sorry, there is not enough stock left of “{{product}}” for your order. Please change your basket and try again.',
  PAYMENT_TERMS_TITLE: 'Credit-check terms',
  PAYMENT_TERMS_OPENING:
    'The personal account lets you spread the cost of your purchases over monthly payments. Each purchase paid with the account is subject to status and to a credit check with a credit reference agency.',
  PAYMENT_TERMS_SEARCH:
    'By accepting these terms, you allow us to search the information the agency holds about you. The search leaves a footprint on your credit file that other lenders can see for twelve months.',
  PAYMENT_TERMS_REPAYMENTS:
    'Each monthly payment depends on the balance of your account. The representative APR is given to you before you use the account and shown on each of your statements.',
  PAYMENT_TERMS_WITHDRAWAL:
    'You have fourteen calendar days from accepting the agreement to withdraw from it, without giving any reason and without penalty.',
  PAYMENT_TERMS_LATE_PAYMENT:
    'Missing payments could have severe consequences and make obtaining credit more difficult. If you are in difficulty, please contact our customer service team as soon as possible.',
  PAYMENT_TERMS_DATA:
    'Your data is used to manage your account, to prevent fraud and to recover debts. You can exercise your rights of access, correction and objection at any time with our customer service team.',
  PAYMENT_TERMS_ACCEPT: 'I have read and accept the credit-check terms',
  PAYMENT_BIRTH_DATE: 'Date of birth',
  PAYMENT_CONFIRMATION_TITLE: 'Thank you for your order!',
  PAYMENT_CONFIRMATION_NUMBER: 'Order number {{number}}',
  PAYMENT_CONFIRMATION_DATE: 'Placed on {{date}}',
  PAYMENT_CONFIRMATION_MAIL: 'A confirmation e-mail is on its way to you.',
  PAYMENT_CONFIRMATION_LOADING: 'Loading your order…',
  PAYMENT_CONFIRMATION_ITEMS: 'Your items',
  PAYMENT_CONFIRMATION_QUANTITY: 'Quantity: {{count}}',
  PAYMENT_CONFIRMATION_PAYMENT: 'Your payment',
  PAYMENT_CONFIRMATION_FOLLOW: 'Track my order',
  PAYMENT_CONFIRMATION_CONTINUE: 'Continue shopping',
  PAYMENT_CONFIRMATION_SIGN_IN_TITLE: 'Sign in to see your order',
  PAYMENT_CONFIRMATION_SIGN_IN_TEXT:
    'The details of an order can only be seen by the customer who placed it, once signed in.',
  PAYMENT_CONFIRMATION_UNKNOWN_TITLE: 'Order not found',
  PAYMENT_CONFIRMATION_NOT_FOUND:
    'An error occurred while displaying the details of your order. Please contact customer service if the problem persists.',
};
