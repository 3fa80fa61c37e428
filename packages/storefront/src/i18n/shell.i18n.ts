import { defineTranslations } from './define.js';

/** The shell's own texts: page chrome, errors of spec 8, page titles and descriptions. */
export const shellTranslations = defineTranslations({
  fr: {
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
    NOT_FOUND_TITLE: 'Page introuvable',
    NOT_FOUND_DESCRIPTION: 'La page demandée n’existe pas ou n’est plus disponible.',
    NOT_FOUND_BANNER_TEXT:
      'Cette page n’existe pas ou plus, mais nos idées shopping vous attendent.',
    NOT_FOUND_PRODUCT: 'Produit introuvable.',
    LABEL_COMING_SOON_TITLE: 'Bientôt disponible',
    LABEL_COMING_SOON_TEXT: 'Cette page sera bientôt disponible. Merci de votre patience.',
  },
  en: {
    LABEL_SKIP_TO_CONTENT: 'Skip to content',
    LABEL_ORDERING_CATALOG_REF: 'Order with the catalogue reference',
    META_SITE_NAME: 'Vitrine',
    META_DEFAULT_DESCRIPTION:
      'Women’s and men’s fashion, plus sizes, lingerie, shoes and home: the Vitrine online store, delivered to your door or to a relay point.',
    ERROR_GENERIC: 'An error has occurred.',
    ERROR_FETCH: 'An error occurred while fetching the data',
    ERROR_STATUS: 'Error {{status}}',
    ERROR_BACK_HOME: 'Back to the home page',
    ERROR_PAGE_TITLE: 'An error has occurred',
    NOT_FOUND_TITLE: 'Page not found',
    NOT_FOUND_DESCRIPTION: 'The page you asked for does not exist or is no longer available.',
    NOT_FOUND_BANNER_TEXT: 'This page does not exist any more, but our shopping ideas are waiting.',
    NOT_FOUND_PRODUCT: 'Product not found.',
    LABEL_COMING_SOON_TITLE: 'Coming soon',
    LABEL_COMING_SOON_TEXT: 'This page is coming soon. Thank you for your patience.',
  },
});
