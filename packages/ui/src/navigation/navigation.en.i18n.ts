import type { SameKeys } from '../i18n/translations.js';
import type { navigationFr } from './navigation.i18n.js';

/** The English texts of `navigationFr`: the same keys, in the fallback language. */
export const navigationEn: SameKeys<typeof navigationFr> = {
  LABEL_MENU_MAIN: 'Main menu',
  LABEL_MENU_SUBMENU: '{{label}} submenu',
  LABEL_MENU_DRAWER_TITLE: 'Menu',
  LABEL_MENU_BACK: 'Back',
  LABEL_MENU_BACK_TO: 'Back to {{label}}',
  LABEL_MENU_SEE_ALL: 'See all',
  LABEL_MENU_HIGHLIGHTS: 'Highlights',
  LABEL_MENU_SHORTCUTS: 'Account, help and basket',
};
