import type { TranslationSet } from '../../i18n/define.js';
import { productEn } from './product.en.i18n.js';

/** The product page: buy box, gallery, tabs, reviews and the add-to-basket outcome. */
export const productFr = {
  PRODUCT_META_TITLE: '{{label}} – {{brand}}',
  PRODUCT_REFERENCE: 'Réf. {{reference}}',
  PRODUCT_STICKERS: 'Mentions',
  PRODUCT_COLOUR_CHOSEN: 'Coloris\u00a0: {{colour}}',
  PRODUCT_SIZE_GUIDE: 'Guide des tailles',
  PRODUCT_ADD_TO_BASKET: 'Ajouter au panier',
  PRODUCT_ADDING: 'Ajout en cours…',
  PRODUCT_SOLD_OUT: 'Épuisé dans ce coloris',
  PRODUCT_ADDED_TITLE: 'Article ajouté à votre panier',
  PRODUCT_ADDED_TEXT: '{{product}}, {{colour}}, taille {{size}}.',
  PRODUCT_CONTACT_SERVICE: 'Contacter le service client',
  PRODUCT_GALLERY: 'Photos du produit',
  PRODUCT_GALLERY_THUMBNAILS: 'Choisir une photo',
  PRODUCT_GALLERY_SHOW: 'Photo {{index}} sur {{count}}\u00a0: {{view}}',
  PRODUCT_GALLERY_PREVIOUS: 'Photo précédente',
  PRODUCT_GALLERY_NEXT: 'Photo suivante',
  PRODUCT_VIEW_FRONT: 'vue de face',
  PRODUCT_VIEW_BACK: 'vue de dos',
  PRODUCT_VIEW_DETAIL: 'détail',
  PRODUCT_VIEW_OTHER: 'autre vue',
  PRODUCT_IMAGE_ALT: '{{product}}, coloris {{colour}}, {{view}}',
  PRODUCT_TAB_DESCRIPTION: 'Description',
  PRODUCT_TAB_SHIPPING: 'Livraison et retours',
  PRODUCT_TAB_REVIEWS: 'Avis clients ({{count}})',
  PRODUCT_TAB_ORIGIN: 'Origine du produit',
  PRODUCT_SHIPPING_MORE: 'Toutes nos conditions de livraison et de retour',
  PRODUCT_CONTENT_UNAVAILABLE: 'Ces informations ne sont pas disponibles pour le moment.',
  PRODUCT_REVIEWS_AVERAGE: 'Note moyenne\u00a0: {{average}} sur 5',
  PRODUCT_REVIEWS_COUNT_one: '{{count}} avis',
  PRODUCT_REVIEWS_COUNT_other: '{{count}} avis',
  PRODUCT_REVIEWS_NONE: 'Aucun avis n’a encore été publié sur cet article.',
  PRODUCT_REVIEW_RATING: '{{rating}} sur 5',
  PRODUCT_REVIEW_BY: 'Par {{author}}, le {{date}}',
  PRODUCT_REVIEWS_NOTE:
    'Avis déposés par des clients ayant commandé l’article. Ils sont conservés cinq ans et ne peuvent pas être modifiés.',
  PRODUCT_HELP_TEXT:
    'Une question sur cet article, sa taille ou sa livraison\u00a0? Nos pages d’aide vous répondent, et notre service client est à votre écoute.',
  PRODUCT_HELP_LINK: 'Consulter l’aide',
  PRODUCT_RELATED: 'Vous aimerez aussi',
};

export const productTranslations: TranslationSet = { fr: productFr, en: productEn };
