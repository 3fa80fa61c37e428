import type { TranslationSet } from '../../i18n/define.js';
import { checkoutEn } from './checkout.en.i18n.js';

/**
 * The checkout's frame: its header, steps and page names; and the cart's refusals of an item
 * (app/error-texts.ts), which any page adding one shows (product sheet, basket, quick order).
 */
export const checkoutFr = {
  CHECKOUT_SECURE: 'Paiement 100 % sécurisé',
  CHECKOUT_HELP: 'Besoin d’aide ?',
  CHECKOUT_STEPS: 'Étapes de la commande',
  CHECKOUT_STEP_CART: 'Panier',
  CHECKOUT_STEP_IDENTIFICATION: 'Identification',
  CHECKOUT_STEP_DELIVERY: 'Livraison',
  CHECKOUT_STEP_PAYMENT: 'Paiement',
  CHECKOUT_STEP_CONFIRMATION: 'Confirmation',
  CHECKOUT_PAGE_CART: 'Mon panier',
  CHECKOUT_PAGE_LOGIN: 'Identification',
  CHECKOUT_PAGE_CREATE: 'Créer mon compte',
  CHECKOUT_PAGE_SHIPPING: 'Livraison',
  CHECKOUT_PAGE_PAYMENT: 'Paiement',
  CHECKOUT_PAGE_CONFIRMATION: 'Confirmation de commande',
  CHECKOUT_PAGE_DIRECT_ORDER: 'Commande rapide',
  CHECKOUT_LEGAL: 'Vos données sont protégées et vos paiements chiffrés.',
  // `count`: the stock left in the size
  BASKET_STOCK_LIMIT_zero: 'Cette taille est épuisée.',
  BASKET_STOCK_LIMIT_one: 'Plus qu’un article en stock pour cette taille.',
  BASKET_STOCK_LIMIT_other: 'Plus que {{count}} articles en stock pour cette taille.',
  BASKET_QUANTITY_CAP: 'Vous pouvez commander au plus 99 fois le même article.',
};

export const checkoutTranslations: TranslationSet = { fr: checkoutFr, en: checkoutEn };
