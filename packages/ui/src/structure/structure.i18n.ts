import type { TranslationSet } from '../i18n/translations.js';
import { structureEn } from './structure.en.i18n.js';

export const structureFr = {
  // Breadcrumbs
  LABEL_BREADCRUMB: 'Fil d’Ariane',
  LABEL_BREADCRUMB_SHOW_ALL: 'Afficher le chemin complet',
  // Account side menu
  LABEL_ACCOUNT_MENU: 'Menu de mon compte',
  LABEL_ACCOUNT_MENU_ORDERS: 'Mes commandes',
  LABEL_ACCOUNT_MENU_DETAILS: 'Mes informations personnelles',
  LABEL_ACCOUNT_MENU_PERSONAL_ACCOUNT: 'Régler mon compte personnel',
  LABEL_ACCOUNT_MENU_SUBSCRIPTIONS: 'Mes abonnements',
  LABEL_ACCOUNT_MENU_CATALOGUE: 'Demander un catalogue',
  LABEL_ACCOUNT_MENU_SIGN_OUT: 'Me déconnecter',
  LABEL_BACK_TO_MENU: 'Retour au menu',
  // Tabs
  LABEL_PRODUCT_TABS: 'Informations sur le produit',
  // Dialogs
  LABEL_DIALOG_CANCEL: 'Annuler',
  // Flash messages
  LABEL_FLASH_SUCCESS: 'Succès\u00a0:',
  LABEL_FLASH_INFO: 'Information\u00a0:',
  LABEL_FLASH_WARNING: 'Attention\u00a0:',
  LABEL_FLASH_ERROR: 'Erreur\u00a0:',
  LABEL_FLASH_DISMISS: 'Fermer le message',
  LABEL_TOAST_REGION: 'Notifications',
  // Loading
  LABEL_LOADING_PRODUCTS: 'Chargement des articles…',
  // Pagination
  LABEL_PAGINATION: 'Pagination',
  LABEL_PAGINATION_PAGE: 'Page {{page}}',
  // Listing filters
  LABEL_FILTERS: 'Filtres',
  LABEL_FILTER_BUTTON: 'Filtrer',
  LABEL_FILTER_BUTTON_COUNT: 'Filtrer ({{n}})',
  LABEL_FILTERS_SELECTED: 'Vos filtres',
  LABEL_FILTERS_CLEAR_ALL: 'Tout effacer',
  LABEL_FILTERS_REMOVE: 'Retirer le filtre {{facet}}\u00a0: {{value}}',
  LABEL_FILTERS_SHOW_RESULTS: 'Voir les articles',
  LABEL_FILTERS_SHOW_ONE: 'Voir l’article',
  LABEL_FILTERS_SHOW_COUNT: 'Voir les {{n}} articles',
  LABEL_FILTERS_SHOW_NONE: 'Aucun article',
  LABEL_FACET_COUNT_one: '{{n}} article',
  LABEL_FACET_COUNT_other: '{{n}} articles',
  LABEL_PRICE_RANGE_UNDER: 'Moins de {{max}}',
  LABEL_PRICE_RANGE_BETWEEN: 'De {{min}} à {{max}}',
  LABEL_PRICE_RANGE_OVER: 'Plus de {{min}}',
  // Empty states
  LABEL_EMPTY_STATE_BASKET_TITLE: 'Votre panier est vide',
  LABEL_EMPTY_STATE_BASKET_TEXT:
    'Laissez-vous inspirer par nos nouveautés et nos coups de cœur du moment.',
  LABEL_EMPTY_STATE_SEARCH_TITLE: 'Aucun résultat pour «\u00a0{{term}}\u00a0»',
  LABEL_EMPTY_STATE_SEARCH_TITLE_NO_TERM: 'Aucun résultat',
  LABEL_EMPTY_STATE_SEARCH_TEXT:
    'Vérifiez l’orthographe ou essayez un mot plus général, comme «\u00a0robe\u00a0» ou «\u00a0coussin\u00a0».',
  LABEL_EMPTY_STATE_ORDERS_TITLE: 'Vous n’avez pas encore passé de commande',
  LABEL_EMPTY_STATE_ORDERS_TEXT: 'Vos commandes des 12 derniers mois s’afficheront ici.',
  LABEL_EMPTY_STATE_CONTINUE_SHOPPING: 'Continuer mes achats',
};

export const structureTranslations: TranslationSet = { fr: structureFr, en: structureEn };
