import type { TranslationSet } from './define.js';
import { shellEn } from './shell.en.i18n.js';

/** The shell's own texts: page chrome, errors of spec 8, page titles and descriptions. */
export const shellFr = {
  LABEL_SKIP_TO_CONTENT: 'Aller au contenu',
  LABEL_ORDERING_CATALOG_REF: 'Commander avec la référence catalogue',
  META_SITE_NAME: 'Vitrine',
  META_DEFAULT_DESCRIPTION:
    'Mode femme, homme, grandes tailles, lingerie, chaussures et maison : la boutique en ligne Vitrine, livraison à domicile ou en point relais.',
  ERROR_GENERIC: 'Une erreur est survenue.',
  ERROR_FETCH: 'Une erreur est survenue lors du chargement des données.',
  ERROR_STATUS: 'Erreur {{status}}',
  ERROR_BACK_HOME: 'Retour à l’accueil',
  ERROR_PAGE_TITLE: 'Une erreur est survenue',
  // What the server may answer any form (the texts of its error codes: app/error-texts.ts)
  ERROR_FORM_INVALID: 'Certains champs ne sont pas valides.',
  ERROR_TOO_MANY_ATTEMPTS:
    'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
  ERROR_LOGIN_REQUIRED: 'Veuillez vous identifier pour continuer.',
  NOT_FOUND_TITLE: 'Page introuvable',
  NOT_FOUND_DESCRIPTION: 'La page demandée n’existe pas ou n’est plus disponible.',
  NOT_FOUND_BANNER_TEXT: 'Cette page n’existe pas ou plus, mais nos idées shopping vous attendent.',
  NOT_FOUND_PRODUCT: 'Produit introuvable.',
  LABEL_COMING_SOON_TITLE: 'Bientôt disponible',
  LABEL_COMING_SOON_TEXT: 'Cette page sera bientôt disponible. Merci de votre patience.',
  // The pop-in dialog (spec 7.5): its text is loading, or could not be loaded
  POPIN_LOADING: 'Chargement…',
  POPIN_FAILED: 'Ce contenu n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
  POPIN_RETRY: 'Réessayer',
  // A refused add to the basket (spec 8), of one item or several (a look)
  ADD_FAILED_TITLE_one: 'Ajout au panier impossible',
  ADD_FAILED_TITLE_other: 'Ajout au panier impossible',
  ADD_FAILED_TEXT_one:
    'Votre article n’a pas pu être ajouté au panier. Réessayez, ou contactez notre service client si le problème persiste.',
  ADD_FAILED_TEXT_other:
    'Vos articles n’ont pas pu être ajoutés au panier. Réessayez, ou contactez notre service client si le problème persiste.',
  ADD_FAILED_RETRY: 'Réessayer',
  ADD_FAILED_CONTACT_SERVICE: 'Contacter le service client',
  // The basket's confirmation after an add
  ADDED_VIEW_BASKET: 'Voir mon panier',
};

export const shellTranslations: TranslationSet = { fr: shellFr, en: shellEn };
