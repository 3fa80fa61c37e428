import type { TranslationSet } from '../i18n/translations.js';
import { navigationEn } from './navigation.en.i18n.js';

/**
 * Texts of the main menu: the desktop mega menu and the mobile drawer. The drawer's toolbar uses
 * the header's keys (LABEL_QUICK_ORDER, LABEL_MYACCOUNT_TITLE, LABEL_TAB_HELP, LABEL_BASKET,
 * LABEL_BASKET_WITH_COUNT) and the shared LABEL_CLOSE.
 */
export const navigationFr = {
  LABEL_MENU_MAIN: 'Menu principal',
  LABEL_MENU_SUBMENU: 'Sous-menu {{label}}',
  LABEL_MENU_DRAWER_TITLE: 'Menu',
  LABEL_MENU_BACK: 'Retour',
  LABEL_MENU_BACK_TO: 'Retour à {{label}}',
  LABEL_MENU_SEE_ALL: 'Tout voir',
  LABEL_MENU_HIGHLIGHTS: 'À la une',
  LABEL_MENU_SHORTCUTS: 'Compte, aide et panier',
};

export const navigationTranslations: TranslationSet = { fr: navigationFr, en: navigationEn };
