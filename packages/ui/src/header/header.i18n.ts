import type { TranslationSet } from '../i18n/translations.js';
import { headerEn } from './header.en.i18n.js';

/** Texts of the site header: banner, logo, right-hand links, account dropdown, scroll to top. */
export const headerFr = {
  LABEL_LOGO_HOME: 'Vitrine – accueil',
  LABEL_HEADER_MENU: 'Menu',
  LABEL_QUICK_ORDER: 'Commande rapide',
  LABEL_TAB_HELP: 'Aide',
  LABEL_MYACCOUNT_TITLE: 'Mon compte',
  LABEL_MYACCOUNT_ORDER: 'Mes commandes',
  LABEL_MYACCOUNT_SIGNOUT: 'Se déconnecter',
  LABEL_PERSONALINFORMATION_TITLE: 'Mes informations personnelles',
  LABEL_BASKET: 'Panier',
  LABEL_BASKET_WITH_COUNT_one: 'Panier, {{count}} article',
  LABEL_BASKET_WITH_COUNT_other: 'Panier, {{count}} articles',
  LABEL_CIVILITY_SHORT_MR: 'M.',
  LABEL_CIVILITY_SHORT_MRS: 'Mme',
  LABEL_CIVILITY_SHORT_MS: 'Mme',
  LABEL_CIVILITY_SHORT_MISS: 'Mlle',
  LABEL_SCROLL_TO_TOP: 'Haut de page',
};

export const headerTranslations: TranslationSet = { fr: headerFr, en: headerEn };
