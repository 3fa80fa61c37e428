import type { SameKeys } from '../../i18n/define.js';
import type { accountFr } from './account.i18n.js';

/** The English texts of `accountFr`: the same keys, in the fallback language. */
export const accountEn: SameKeys<typeof accountFr> = {
  ACCOUNT_TITLE: 'My account',
  ACCOUNT_PAGE_LOGIN: 'Sign in',
  ACCOUNT_PAGE_ADMIN_LOGIN: 'Adviser access',
  ACCOUNT_PAGE_CREATE: 'Create my account',
  ACCOUNT_PAGE_FORGOT_PASSWORD: 'Forgotten password',
  ACCOUNT_PAGE_FORGOT_CUSTOMER_NUMBER: 'Forgotten customer number',
  ACCOUNT_PAGE_PASSWORD_RESET: 'New password',
  ACCOUNT_PAGE_INFORMATION: 'My personal information',
  ACCOUNT_PAGE_INFORMATION_EDIT: 'Edit my details',
  ACCOUNT_PAGE_EMAIL_EDIT: 'Change my email address',
  ACCOUNT_PAGE_PASSWORD_EDIT: 'Change my password',
  ACCOUNT_PAGE_MAIN_ADDRESS: 'My main address',
  ACCOUNT_PAGE_SECONDARY_ADDRESS: 'My alternative address',
  ACCOUNT_PAGE_ORDER_HISTORY: 'My orders',
  ACCOUNT_PAGE_ORDER_DETAILS: 'My order details',
  ACCOUNT_PAGE_NEWSLETTER: 'My subscriptions',
  ACCOUNT_PAGE_CATALOGUE_REQUEST: 'Request a catalogue',
  ACCOUNT_PAGE_PERSONAL_ACCOUNT: 'My personal account',
  ACCOUNT_PAGE_NEWSLETTER_SUBSCRIBE: 'Newsletter sign-up',
  ACCOUNT_PAGE_NEWSLETTER_UNSUBSCRIBE: 'Newsletter unsubscribe',
  ACCOUNT_PAGE_LOGOUT_SUCCESS: 'Signed out',
  ACCOUNT_GREETING: 'Hello {{name}}',
  ACCOUNT_LOGOUT_SUCCESS_TITLE: 'You are signed out',
  ACCOUNT_LOGOUT_SUCCESS_COUNTDOWN_one: 'You will be taken to the home page in {{count}} second.',
  ACCOUNT_LOGOUT_SUCCESS_COUNTDOWN_other:
    'You will be taken to the home page in {{count}} seconds.',
  ACCOUNT_LOGOUT_SUCCESS_HOME: 'Go to the home page now',
};
