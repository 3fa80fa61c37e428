import { defineTranslations } from '../i18n/translations.js';

/**
 * Texts of the main menu: the desktop mega menu and the mobile drawer. The drawer's toolbar uses
 * the header's keys (LABEL_QUICK_ORDER, LABEL_MYACCOUNT_TITLE, LABEL_TAB_HELP, LABEL_BASKET,
 * LABEL_BASKET_WITH_COUNT) and the shared LABEL_CLOSE.
 */
export const navigationTranslations = defineTranslations({
  fr: {
    LABEL_MENU_MAIN: 'Menu principal',
    LABEL_MENU_SUBMENU: 'Sous-menu {{label}}',
    LABEL_MENU_DRAWER_TITLE: 'Menu',
    LABEL_MENU_BACK: 'Retour',
    LABEL_MENU_BACK_TO: 'Retour à {{label}}',
    LABEL_MENU_SEE_ALL: 'Tout voir',
    LABEL_MENU_HIGHLIGHTS: 'À la une',
    LABEL_MENU_SHORTCUTS: 'Compte, aide et panier',
  },
  en: {
    LABEL_MENU_MAIN: 'Main menu',
    LABEL_MENU_SUBMENU: '{{label}} submenu',
    LABEL_MENU_DRAWER_TITLE: 'Menu',
    LABEL_MENU_BACK: 'Back',
    LABEL_MENU_BACK_TO: 'Back to {{label}}',
    LABEL_MENU_SEE_ALL: 'See all',
    LABEL_MENU_HIGHLIGHTS: 'Highlights',
    LABEL_MENU_SHORTCUTS: 'Account, help and basket',
  },
});
