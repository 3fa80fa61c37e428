import type { SameKeys } from '../../../i18n/define.js';
import type { basketFr } from './basket.i18n.js';

/** The English texts of `basketFr`: the same keys, in the fallback language. */
export const basketEn: SameKeys<typeof basketFr> = {
  BASKET_TITLE: 'My basket',
  BASKET_LOAD_ERROR: 'We cannot show your basket at the moment: it is kept. Please try again.',
  BASKET_RETRY: 'Try again',
  BASKET_LOADING: 'Loading your basket…',
  BASKET_LINES: 'Items in your basket',
  BASKET_LINE_REMOVED: '{{name}} has been removed from your basket.',
  BASKET_STOCK_LIMIT_REACHED: 'You have reached the quantity available in this size.',
  BASKET_EXTRAS: 'Your gifts and offers',
  BASKET_EXTRA_FREE: 'Free',
  BASKET_GIFT_MISSING: 'Spend {{amount}} more for “{{offer}}”',
  BASKET_CHECKOUT: 'Checkout',
  BASKET_SUGGESTIONS: 'You may also like',
  BASKET_CODE_DEFAULT_INSTEAD: 'The current privilege code {{code}} applies to your basket.',
  // server (app/error-texts.ts)
  BASKET_LINE_GONE: 'This item is no longer in your basket.',
  BASKET_OFFER_UNKNOWN: 'This offer does not exist.',
  BASKET_GIFT_NOT_IN_OFFER: 'This gift is not part of the offer.',
  BASKET_OFFER_NOT_REACHED: 'Your basket does not reach the amount of this offer yet.',
  // Why a privilege code is refused (the check's `reason`)
  BASKET_CODE_UNKNOWN: 'This privilege code does not exist.',
  BASKET_CODE_EXPIRED: 'This privilege code has expired.',
  BASKET_CODE_NOT_STARTED: 'This privilege code is not valid yet.',
  BASKET_CODE_CONDITIONS: 'See the privilege code conditions',

  DIRECT_ORDER_TITLE: 'Quick order',
  DIRECT_ORDER_INTRO:
    'Enter the catalogue reference of each item, choose its size and quantity, then add them all to your basket.',
  DIRECT_ORDER_LINES: 'Items to order',
  DIRECT_ORDER_LINE: 'Item {{number}}',
  DIRECT_ORDER_REFERENCE: 'Catalogue reference',
  DIRECT_ORDER_REFERENCE_HINT: '7 characters, for example 123ABC4',
  DIRECT_ORDER_SEARCHING: 'Looking up the item…',
  DIRECT_ORDER_SIZE: 'Size',
  DIRECT_ORDER_SIZE_CHOOSE: 'Choose a size',
  DIRECT_ORDER_SIZE_COLOUR: '{{size}} – {{colour}}',
  DIRECT_ORDER_SIZE_REQUIRED: 'Please choose a size.',
  DIRECT_ORDER_SOLD_OUT: 'This item is sold out.',
  DIRECT_ORDER_ADD_LINE: 'Add a line',
  DIRECT_ORDER_ADD_ALL: 'Add all to basket',
  DIRECT_ORDER_NOTHING_TO_ADD: 'Enter at least one reference and choose its size.',
};
