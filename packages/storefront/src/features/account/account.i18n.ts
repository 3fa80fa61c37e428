import type { TranslationSet } from '../../i18n/define.js';
import { accountEn } from './account.en.i18n.js';

/** The customer area's page names (breadcrumbs, titles) and the sign-out page. */
export const accountFr = {
  ACCOUNT_TITLE: 'Mon compte',
  ACCOUNT_PAGE_LOGIN: 'Identification',
  ACCOUNT_PAGE_ADMIN_LOGIN: 'Accès conseiller',
  ACCOUNT_PAGE_CREATE: 'Créer mon compte',
  ACCOUNT_PAGE_FORGOT_PASSWORD: 'Mot de passe oublié',
  ACCOUNT_PAGE_FORGOT_CUSTOMER_NUMBER: 'Numéro client oublié',
  ACCOUNT_PAGE_PASSWORD_RESET: 'Nouveau mot de passe',
  ACCOUNT_PAGE_INFORMATION: 'Mes informations personnelles',
  ACCOUNT_PAGE_INFORMATION_EDIT: 'Modifier mes informations',
  ACCOUNT_PAGE_EMAIL_EDIT: 'Modifier mon adresse e-mail',
  ACCOUNT_PAGE_PASSWORD_EDIT: 'Modifier mon mot de passe',
  ACCOUNT_PAGE_MAIN_ADDRESS: 'Mon adresse principale',
  ACCOUNT_PAGE_SECONDARY_ADDRESS: 'Mon adresse secondaire',
  ACCOUNT_PAGE_ORDER_HISTORY: 'Mes commandes',
  ACCOUNT_PAGE_ORDER_DETAILS: 'Détail de ma commande',
  ACCOUNT_PAGE_NEWSLETTER: 'Mes abonnements',
  ACCOUNT_PAGE_CATALOGUE_REQUEST: 'Demander un catalogue',
  ACCOUNT_PAGE_PERSONAL_ACCOUNT: 'Mon compte personnel',
  ACCOUNT_PAGE_NEWSLETTER_SUBSCRIBE: 'Inscription à la newsletter',
  ACCOUNT_PAGE_NEWSLETTER_UNSUBSCRIBE: 'Désinscription de la newsletter',
  ACCOUNT_PAGE_LOGOUT_SUCCESS: 'Déconnexion',
  ACCOUNT_GREETING: 'Bonjour {{name}}',
  ACCOUNT_LOGOUT_SUCCESS_TITLE: 'Vous êtes déconnecté(e)',
  ACCOUNT_LOGOUT_SUCCESS_COUNTDOWN_one:
    'Vous allez être redirigé(e) vers l’accueil dans {{count}} seconde.',
  ACCOUNT_LOGOUT_SUCCESS_COUNTDOWN_other:
    'Vous allez être redirigé(e) vers l’accueil dans {{count}} secondes.',
  ACCOUNT_LOGOUT_SUCCESS_HOME: 'Retourner à l’accueil maintenant',
};

export const accountTranslations: TranslationSet = { fr: accountFr, en: accountEn };
