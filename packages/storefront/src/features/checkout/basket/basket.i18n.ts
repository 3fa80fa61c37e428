import type { TranslationSet } from '../../../i18n/define.js';
import { basketEn } from './basket.en.i18n.js';

/**
 * The basket and the quick order. The keys marked 'server' have for English text exactly the
 * server's message (packages/server/src/cart), so that it is shown in the store's language.
 */
export const basketFr = {
  BASKET_TITLE: 'Mon panier',
  BASKET_LOADING: 'Chargement de votre panier…',
  BASKET_LINES: 'Articles de votre panier',
  BASKET_LINE_REMOVED: '{{name}} a été retiré de votre panier.',
  BASKET_STOCK_LIMIT_one: 'Plus qu’un article en stock pour cette taille.',
  BASKET_STOCK_LIMIT_other: 'Plus que {{count}} articles en stock pour cette taille.',
  BASKET_STOCK_LIMIT_REACHED: 'Vous avez atteint la quantité disponible dans cette taille.',
  BASKET_EXTRAS: 'Vos cadeaux et offres',
  BASKET_EXTRA_FREE: 'Offert',
  BASKET_GIFT_MISSING: 'Plus que {{amount}} pour profiter de l’offre « {{offer}} »',
  BASKET_CHECKOUT: 'Commander',
  BASKET_SUGGESTIONS: 'Vous aimerez aussi',
  BASKET_CODE_DEFAULT_INSTEAD: 'Le code privilège {{code}} en vigueur s’applique à votre panier.',
  // server
  BASKET_OUT_OF_STOCK: 'Cette taille est épuisée.',
  BASKET_QUANTITY_CAP: 'Vous pouvez commander au plus 99 fois le même article.',
  BASKET_LINE_GONE: 'Cet article n’est plus dans votre panier.',
  BASKET_CODE_UNKNOWN: 'Ce code privilège n’existe pas.',
  BASKET_CODE_EXPIRED: 'Ce code privilège a expiré.',
  BASKET_CODE_NOT_STARTED: 'Ce code privilège n’est pas encore valable.',
  BASKET_OFFER_UNKNOWN: 'Cette offre n’existe pas.',
  BASKET_GIFT_NOT_IN_OFFER: 'Ce cadeau ne fait pas partie de l’offre.',
  BASKET_OFFER_NOT_REACHED: 'Votre panier n’atteint pas encore le montant de cette offre.',

  DIRECT_ORDER_TITLE: 'Commande rapide',
  DIRECT_ORDER_INTRO:
    'Saisissez la référence catalogue de chaque article, choisissez sa taille et sa quantité, puis ajoutez le tout à votre panier.',
  DIRECT_ORDER_LINES: 'Articles à commander',
  DIRECT_ORDER_LINE: 'Article {{number}}',
  DIRECT_ORDER_REFERENCE: 'Référence catalogue',
  DIRECT_ORDER_REFERENCE_HINT: '7 caractères, par exemple 123ABC4',
  DIRECT_ORDER_SEARCHING: 'Recherche de l’article…',
  DIRECT_ORDER_SIZE: 'Taille',
  DIRECT_ORDER_SIZE_CHOOSE: 'Choisissez une taille',
  DIRECT_ORDER_SIZE_COLOUR: '{{size}} – {{colour}}',
  DIRECT_ORDER_SIZE_REQUIRED: 'Veuillez choisir une taille.',
  DIRECT_ORDER_SOLD_OUT: 'Cet article est épuisé.',
  DIRECT_ORDER_ADD_LINE: 'Ajouter une ligne',
  DIRECT_ORDER_ADD_ALL: 'Tout ajouter au panier',
  DIRECT_ORDER_NOTHING_TO_ADD: 'Saisissez au moins une référence et choisissez sa taille.',
};

export const basketTranslations: TranslationSet = { fr: basketFr, en: basketEn };
