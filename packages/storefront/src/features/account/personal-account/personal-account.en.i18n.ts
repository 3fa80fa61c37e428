import type { SameKeys } from '../../../i18n/define.js';
import type { personalAccountFr } from './personal-account.i18n.js';

/** The English texts of `personalAccountFr`: the same keys, in the fallback language. */
export const personalAccountEn: SameKeys<typeof personalAccountFr> = {
  PERSONAL_ACCOUNT_TITLE: 'My personal account',
  PERSONAL_ACCOUNT_INTRO:
    'Your store credit account: what you owe, the credit you have left and your latest movements.',
  PERSONAL_ACCOUNT_SUMMARY_TITLE: 'Your account',
  PERSONAL_ACCOUNT_BALANCE: 'Balance owed',
  PERSONAL_ACCOUNT_CREDIT_LIMIT: 'Credit limit',
  PERSONAL_ACCOUNT_AVAILABLE_CREDIT: 'Available credit',
  PERSONAL_ACCOUNT_LOW_CREDIT:
    'Your available credit is low: you have {{available}} left, less than {{threshold}}. Make a payment to keep ordering with your account.',
  PERSONAL_ACCOUNT_LOAD_ERROR:
    'Your personal account details could not be loaded. Please try again.',
  PERSONAL_ACCOUNT_NONE: 'You do not have a personal account.',
  PERSONAL_ACCOUNT_RETRY: 'Try again',
  PERSONAL_ACCOUNT_LOADING: 'Loading your account…',
  PERSONAL_ACCOUNT_PAY_TITLE: 'Make a payment',
  PERSONAL_ACCOUNT_PAY_INTRO:
    'Pay all or part of your balance by card, up to {{max}} at a time. You will enter your card on our payment provider’s secure page.',
  PERSONAL_ACCOUNT_AMOUNT_LABEL: 'Amount to pay (in pounds)',
  PERSONAL_ACCOUNT_AMOUNT_HINT: 'For example 25.50',
  PERSONAL_ACCOUNT_PAY_SUBMIT: 'Pay by card',
  PERSONAL_ACCOUNT_NOTHING_TO_PAY: 'You have nothing to pay: your balance is zero.',
  PERSONAL_ACCOUNT_AMOUNT_OVER_BALANCE: 'You cannot pay more than you owe.',
  PERSONAL_ACCOUNT_PAYMENT_FAILED: 'Your payment could not be started. Please try again later.',
  PERSONAL_ACCOUNT_PAID:
    'Thank you: your payment has been received. Your balance is now {{balance}}.',
  PERSONAL_ACCOUNT_DECLINED:
    'Your card payment was declined: nothing has been taken. Please try another card or contact customer service.',
  PERSONAL_ACCOUNT_STATEMENT_TITLE: 'Recent statement',
  PERSONAL_ACCOUNT_STATEMENT_CAPTION: 'Latest movements on your account, newest first',
  PERSONAL_ACCOUNT_STATEMENT_DATE: 'Date',
  PERSONAL_ACCOUNT_STATEMENT_LABEL: 'Description',
  PERSONAL_ACCOUNT_STATEMENT_AMOUNT: 'Amount',
  PERSONAL_ACCOUNT_STATEMENT_CHARGE: 'Order {{order}}',
  PERSONAL_ACCOUNT_STATEMENT_PAYMENT: 'Card payment',
  PERSONAL_ACCOUNT_STATEMENT_EMPTY: 'No movements yet.',
};
