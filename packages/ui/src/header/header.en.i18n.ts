import type { SameKeys } from '../i18n/translations.js';
import type { headerFr } from './header.i18n.js';

/** The English texts of `headerFr`: the same keys, in the fallback language. */
export const headerEn: SameKeys<typeof headerFr> = {
  LABEL_LOGO_HOME: 'Vitrine – home',
  LABEL_HEADER_MENU: 'Menu',
  LABEL_QUICK_ORDER: 'Quick order',
  LABEL_TAB_HELP: 'Help',
  LABEL_MYACCOUNT_TITLE: 'My account',
  LABEL_MYACCOUNT_ORDER: 'My orders',
  LABEL_MYACCOUNT_SIGNOUT: 'Sign out',
  LABEL_PERSONALINFORMATION_TITLE: 'My personal information',
  LABEL_BASKET: 'Basket',
  LABEL_BASKET_WITH_COUNT_one: 'Basket, {{count}} item',
  LABEL_BASKET_WITH_COUNT_other: 'Basket, {{count}} items',
  LABEL_CIVILITY_SHORT_MR: 'Mr',
  LABEL_CIVILITY_SHORT_MRS: 'Mrs',
  LABEL_CIVILITY_SHORT_MS: 'Ms',
  LABEL_CIVILITY_SHORT_MISS: 'Miss',
  LABEL_SCROLL_TO_TOP: 'Back to top',
};
