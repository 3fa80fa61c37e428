import type { SameKeys } from './define.js';
import type { shellFr } from './shell.i18n.js';

/** The English texts of `shellFr`: the same keys, in the fallback language. */
export const shellEn: SameKeys<typeof shellFr> = {
  LABEL_SKIP_TO_CONTENT: 'Skip to content',
  LABEL_ORDERING_CATALOG_REF: 'Order with the catalogue reference',
  META_SITE_NAME: 'Vitrine',
  META_DEFAULT_DESCRIPTION:
    'Women’s and men’s fashion, plus sizes, lingerie, shoes and home: the Vitrine online store, delivered to your door or to a relay point.',
  ERROR_GENERIC: 'An error has occurred.',
  ERROR_FETCH: 'An error occurred while fetching the data',
  ERROR_STATUS: 'Error {{status}}',
  ERROR_BACK_HOME: 'Back to the home page',
  ERROR_PAGE_TITLE: 'An error has occurred',
  ERROR_FORM_INVALID: 'Some fields are not valid.',
  ERROR_TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait a few minutes and try again.',
  ERROR_LOGIN_REQUIRED: 'Please log in to continue.',
  NOT_FOUND_TITLE: 'Page not found',
  NOT_FOUND_DESCRIPTION: 'The page you asked for does not exist or is no longer available.',
  NOT_FOUND_BANNER_TEXT: 'This page does not exist any more, but our shopping ideas are waiting.',
  NOT_FOUND_PRODUCT: 'Product not found.',
  LABEL_COMING_SOON_TITLE: 'Coming soon',
  LABEL_COMING_SOON_TEXT: 'This page is coming soon. Thank you for your patience.',
  POPIN_LOADING: 'Loading…',
  POPIN_FAILED: 'This content could not be loaded. Check your connection and try again.',
  POPIN_RETRY: 'Try again',
  ADD_FAILED_TITLE_one: 'We couldn’t add this item',
  ADD_FAILED_TITLE_other: 'We couldn’t add these items',
  ADD_FAILED_TEXT_one:
    'Your item could not be added to your basket. Please try again, or contact customer services if the problem continues.',
  ADD_FAILED_TEXT_other:
    'Your items could not be added to your basket. Please try again, or contact customer services if the problem continues.',
  ADD_FAILED_RETRY: 'Try again',
  ADD_FAILED_CONTACT_SERVICE: 'Contact customer services',
  ADDED_VIEW_BASKET: 'View my basket',
};
