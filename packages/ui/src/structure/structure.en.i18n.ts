import type { SameKeys } from '../i18n/translations.js';
import type { structureFr } from './structure.i18n.js';

/** The English texts of `structureFr`: the same keys, in the fallback language. */
export const structureEn: SameKeys<typeof structureFr> = {
  // Breadcrumbs
  LABEL_BREADCRUMB: 'Breadcrumb',
  LABEL_BREADCRUMB_SHOW_ALL: 'Show the full path',
  // Account side menu
  LABEL_ACCOUNT_MENU: 'My account menu',
  LABEL_ACCOUNT_MENU_ORDERS: 'My orders',
  LABEL_ACCOUNT_MENU_DETAILS: 'My personal details',
  LABEL_ACCOUNT_MENU_PERSONAL_ACCOUNT: 'Pay my personal account',
  LABEL_ACCOUNT_MENU_SUBSCRIPTIONS: 'My marketing preferences',
  LABEL_ACCOUNT_MENU_CATALOGUE: 'Request a catalogue',
  LABEL_ACCOUNT_MENU_SIGN_OUT: 'Sign out',
  LABEL_BACK_TO_MENU: 'Back to menu',
  // Tabs
  LABEL_PRODUCT_TABS: 'Product information',
  // Dialogs
  LABEL_DIALOG_CANCEL: 'Cancel',
  // Flash messages
  LABEL_FLASH_SUCCESS: 'Success:',
  LABEL_FLASH_INFO: 'Information:',
  LABEL_FLASH_WARNING: 'Warning:',
  LABEL_FLASH_ERROR: 'Error:',
  LABEL_FLASH_DISMISS: 'Dismiss message',
  LABEL_TOAST_REGION: 'Notifications',
  // Loading
  LABEL_LOADING_PRODUCTS: 'Loading items…',
  // Pagination
  LABEL_PAGINATION: 'Pagination',
  LABEL_PAGINATION_PAGE: 'Page {{page}}',
  // Listing filters
  LABEL_FILTERS: 'Filters',
  LABEL_FILTER_BUTTON: 'Filter',
  LABEL_FILTER_BUTTON_COUNT: 'Filter ({{n}})',
  LABEL_FILTERS_SELECTED: 'Your filters',
  LABEL_FILTERS_CLEAR_ALL: 'Clear all',
  LABEL_FILTERS_REMOVE: 'Remove filter {{facet}}: {{value}}',
  LABEL_FILTERS_SHOW_RESULTS: 'Show items',
  LABEL_FILTERS_SHOW_ONE: 'Show 1 item',
  LABEL_FILTERS_SHOW_COUNT: 'Show {{n}} items',
  LABEL_FILTERS_SHOW_NONE: 'No items',
  LABEL_FACET_COUNT_one: '{{n}} item',
  LABEL_FACET_COUNT_other: '{{n}} items',
  LABEL_PRICE_RANGE_UNDER: 'Under {{max}}',
  LABEL_PRICE_RANGE_BETWEEN: '{{min}} to {{max}}',
  LABEL_PRICE_RANGE_OVER: 'Over {{min}}',
  // Empty states
  LABEL_EMPTY_STATE_BASKET_TITLE: 'Your basket is empty',
  LABEL_EMPTY_STATE_BASKET_TEXT: 'Take a look at our new arrivals and this season’s favourites.',
  LABEL_EMPTY_STATE_SEARCH_TITLE: 'No results for “{{term}}”',
  LABEL_EMPTY_STATE_SEARCH_TITLE_NO_TERM: 'No results',
  LABEL_EMPTY_STATE_SEARCH_TEXT:
    'Check the spelling or try a more general word, such as “dress” or “cushion”.',
  LABEL_EMPTY_STATE_ORDERS_TITLE: 'You have not placed an order yet',
  LABEL_EMPTY_STATE_ORDERS_TEXT: 'Your orders from the last 12 months will appear here.',
  LABEL_EMPTY_STATE_CONTINUE_SHOPPING: 'Continue shopping',
};
