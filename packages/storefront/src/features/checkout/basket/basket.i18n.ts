import type { TranslationSet } from '../../../i18n/define.js';
import { basketEn } from './basket.en.i18n.js';

/**
 * The basket and the quick order. The keys marked 'server' say the server's refusals of a change
 * (app/error-texts.ts); those of an item added, shown on the product sheet too, are the checkout's.
 */
export const basketFr = {
  BASKET_TITLE: 'Mon panier',
  BASKET_LOAD_ERROR:
    'Nous ne pouvons pas afficher votre panier pour le moment : il est conservé. Veuillez réessayer.',
  BASKET_RETRY: 'Réessayer',
  BASKET_LOADING: 'Chargement de votre panier…',
  BASKET_LINES: 'Articles de votre panier',
  BASKET_LINE_REMOVED: '{{name}} a été retiré de votre panier.',
  BASKET_STOCK_LIMIT_REACHED: 'Vous avez atteint la quantité disponible dans cette taille.',
  BASKET_EXTRAS: 'Vos cadeaux et offres',
  BASKET_EXTRA_FREE: 'Offert',
  BASKET_GIFT_MISSING: 'Plus que {{amount}} pour profiter de l’offre « {{offer}} »',
  BASKET_CHECKOUT: 'Commander',
  BASKET_SUGGESTIONS: 'Vous aimerez aussi',
  BASKET_CODE_DEFAULT_INSTEAD: 'Le code privilège {{code}} en vigueur s’applique à votre panier.',
  // server (app/error-texts.ts)
  BASKET_LINE_GONE: 'Cet article n’est plus dans votre panier.',
  BASKET_OFFER_UNKNOWN: 'Cette offre n’existe pas.',
  BASKET_GIFT_NOT_IN_OFFER: 'Ce cadeau ne fait pas partie de l’offre.',
  BASKET_OFFER_NOT_REACHED: 'Votre panier n’atteint pas encore le montant de cette offre.',
  // Why a privilege code is refused (the check's `reason`)
  BASKET_CODE_UNKNOWN: 'Ce code privilège n’existe pas.',
  BASKET_CODE_EXPIRED: 'Ce code privilège a expiré.',
  BASKET_CODE_NOT_STARTED: 'Ce code privilège n’est pas encore valable.',
  // Opens the privilege-code pop-in (spec 7.5)
  BASKET_CODE_CONDITIONS: 'Voir les conditions des codes privilège',

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
