import type { TranslationSet } from '../i18n/translations.js';
import { commerceEn } from './commerce.en.i18n.js';

/**
 * Texts of the commerce group: basket, checkout and product-page purchase controls. Keys ending in
 * `_one` / `_other` are i18next plurals (called with `count`).
 */
export const commerceFr = {
  // Quantity stepper
  LABEL_QUANTITY_FIELD: 'Quantité',
  LABEL_QUANTITY_OF: 'Quantité de {{name}}',
  LABEL_QUANTITY_DECREASE: 'Diminuer la quantité',
  LABEL_QUANTITY_DECREASE_OF: 'Diminuer la quantité de {{name}}',
  LABEL_QUANTITY_INCREASE: 'Augmenter la quantité',
  LABEL_QUANTITY_INCREASE_OF: 'Augmenter la quantité de {{name}}',
  LABEL_QUANTITY_NOW: 'Quantité : {{quantity}}',
  LABEL_QUANTITY_MAX_REACHED: 'Quantité maximale disponible atteinte',

  // Size selector
  LABEL_SIZE_SELECTOR_LEGEND: 'Taille',
  LABEL_SIZE_SELECTOR_LEGEND_WITH_VALUE: 'Taille : {{size}}',
  LABEL_SIZE_SELECTOR_SOLD_OUT: 'épuisé',
  LABEL_SIZE_SELECTOR_LOW_STOCK_one: 'Plus qu’un article disponible dans cette taille',
  LABEL_SIZE_SELECTOR_LOW_STOCK_other: 'Plus que {{count}} articles disponibles dans cette taille',
  LABEL_SIZE_SELECTOR_REQUIRED: 'Veuillez choisir une taille.',

  // Stock badge
  LABEL_STOCK_LEVEL_IN_STOCK: 'En stock',
  LABEL_STOCK_LEVEL_LOW_one: 'Plus qu’un en stock',
  LABEL_STOCK_LEVEL_LOW_other: 'Plus que {{count}} en stock',
  LABEL_STOCK_LEVEL_OUT: 'Épuisé',
  LABEL_STOCK_LEVEL_RESTOCK: 'Disponible à partir du {{date}}',

  // Shipping methods (spec §3) and relay points
  LABEL_SHIPPING_METHODS: 'Mode de livraison',
  LABEL_SHIPPING_GROUP_HOME: 'À domicile',
  LABEL_SHIPPING_GROUP_RELAY: 'En point relais',
  LABEL_SHIPPING_METHOD_C: 'Colissimo à domicile',
  LABEL_SHIPPING_METHOD_CE: 'Colis éco à domicile',
  LABEL_SHIPPING_METHOD_RP: 'Point relais Colissimo',
  LABEL_SHIPPING_METHOD_MLR: 'Point relais Mondial Relay',
  LABEL_SHIPPING_METHOD_STANDARD: 'Livraison Standard',
  LABEL_SHIPPING_METHOD_COMFORT: 'Livraison Confort',
  LABEL_SHIPPING_METHOD_INSTALLATION: 'Livraison Premium avec installation',
  LABEL_LDF_STANDARD: 'Livraison standard depuis notre entrepôt',
  LABEL_LDF_CONFORT_PREMIUM: 'Livraison Confort ou Premium depuis notre entrepôt',
  LABEL_SHIPPING_DELAY_one: 'Livré en {{count}} jour ouvré',
  LABEL_SHIPPING_DELAY_other: 'Livré en {{count}} jours ouvrés',
  LABEL_SHIPPING_DELAY_RANGE: 'Livré en {{min}} à {{max}} jours ouvrés',
  LABEL_SHIPPING_FREE: 'Gratuit',
  LABEL_SHIPPING_UNAVAILABLE: 'Indisponible pour cette commande',
  LABEL_SHIPPING_SELECTION_ERROR:
    'Une erreur est survenue lors de la sélection du mode de livraison. Veuillez réessayer plus tard.',
  LABEL_RELAY_POINTS: 'Choisissez votre point relais',
  LABEL_RELAY_POSTCODE: 'Code postal',
  LABEL_RELAY_SEARCH: 'Rechercher',
  LABEL_RELAY_SEARCH_PROMPT:
    'Indiquez un code postal pour afficher les points relais les plus proches.',
  LABEL_RELAY_FOUND_one: '{{count}} point relais trouvé',
  LABEL_RELAY_FOUND_other: '{{count}} points relais trouvés',
  LABEL_RELAY_EMPTY:
    'Aucun point relais trouvé près de ce code postal. Essayez le code postal d’une commune voisine.',
  LABEL_RELAY_ERROR: 'Impossible d’afficher les points relais pour le moment.',
  LABEL_RELAY_RETRY: 'Réessayer',
  LABEL_RELAY_DISTANCE: 'à {{distance}}',
  LABEL_RELAY_OPENING_HOURS: 'Horaires d’ouverture',
  LABEL_RELAY_OPENING_HOURS_OF: 'Horaires d’ouverture de {{name}}',
  LABEL_RELAY_DAY: 'Jour',
  LABEL_RELAY_HOURS: 'Horaires',
  LABEL_RELAY_CLOSED: 'Fermé',
  LABEL_RELAY_SLOT: '{{opens}} – {{closes}}',

  // Payment methods (spec §2.5)
  LABEL_PAYMENT_METHODS: 'Mode de paiement',
  LABEL_PAYMENT_CARD: 'Carte bancaire',
  LABEL_PAYMENT_CARD_HINT: 'CB, Visa, Mastercard',
  LABEL_PAYMENT_PAYPAL: 'PayPal',
  LABEL_PAYMENT_PAYPAL_HINT: 'Payez avec votre compte PayPal',
  LABEL_PAYMENT_APPLE_PAY: 'Apple Pay',
  LABEL_PAYMENT_APPLE_PAY_HINT: 'Payez en un geste depuis votre iPhone ou votre Mac',
  LABEL_PAYMENT_ONEY: 'Paiement en {{instalments}}× par carte avec Oney',
  LABEL_PAYMENT_ONEY_HINT: 'Sous réserve d’acceptation par Oney',
  LABEL_PAYMENT_PERSONAL_ACCOUNT: 'Compte personnel',
  LABEL_PAYMENT_PERSONAL_ACCOUNT_HINT: 'Réglez vos achats avec votre compte de crédit personnel',
  LABEL_PAYMENT_AVAILABLE_CREDIT: 'Crédit disponible : {{amount}}',
  LABEL_PAYMENT_UNAVAILABLE: 'Indisponible pour le moment',
  LABEL_PAYMENT_UNAVAILABLE_MIN: 'Indisponible pour les commandes de moins de {{amount}}',
  LABEL_PAYMENT_UNAVAILABLE_MAX: 'Indisponible pour les commandes de plus de {{amount}}',
  LABEL_PAYMENT_NOT_VALIDATED:
    'Votre paiement n’a pas pu être validé. Choisissez un autre mode de paiement ou contactez notre service client.',

  // Instalments message (spec §2.5, §9)
  LABEL_INSTALMENTS_EVEN: 'Payez en {{instalments}}× {{amount}} sans frais par carte bancaire',
  LABEL_INSTALMENTS_UNEVEN:
    'Payez en {{instalments}}× sans frais par carte bancaire : {{first}} puis {{others}} × {{amount}}',

  // Basket line
  LABEL_CART_LINE_COLOR: 'Couleur : {{color}}',
  LABEL_CART_LINE_SIZE: 'Taille : {{size}}',
  LABEL_CART_LINE_UNIT_PRICE: 'Prix unitaire',
  LABEL_CART_LINE_TOTAL: 'Total',
  LABEL_CART_LINE_REMOVE: 'Supprimer',
  LABEL_CART_LINE_REMOVE_OF: 'Supprimer {{name}} du panier',
  LABEL_CART_LINE_UPDATING: 'Mise à jour de l’article…',
  LABEL_CART_LINE_ERROR: 'Cet article n’a pas pu être mis à jour. Veuillez réessayer.',

  // Gift chooser
  LABEL_GIFT_CHOOSER_TITLE_one: 'Choisissez votre cadeau',
  LABEL_GIFT_CHOOSER_TITLE_other: 'Choisissez jusqu’à {{count}} cadeaux',
  LABEL_GIFT_CHOOSER_OFFERED: 'Offert',
  LABEL_GIFT_CHOOSER_VALUE: 'D’une valeur de {{amount}}',
  LABEL_GIFT_CHOOSER_COUNT: 'Cadeaux choisis : {{selected}} sur {{max}}',
  LABEL_GIFT_CHOOSER_LIMIT: 'Vous avez choisi le nombre maximum de cadeaux.',

  // Privilege code (spec §4)
  LABEL_PRIVILEGE_CODE: 'Code privilège',
  LABEL_PRIVILEGE_CODE_HINT: 'Jusqu’à {{max}} lettres ou chiffres',
  LABEL_PRIVILEGE_CODE_APPLY: 'Appliquer',
  LABEL_PRIVILEGE_CODE_APPLYING: 'Vérification du code…',
  LABEL_PRIVILEGE_CODE_APPLIED: 'Code {{code}} appliqué',
  LABEL_PRIVILEGE_CODE_REMOVE: 'Retirer',
  LABEL_PRIVILEGE_CODE_REMOVE_OF: 'Retirer le code {{code}}',
  LABEL_PRIVILEGE_CODE_SUCCESS: 'Votre code privilège a bien été appliqué.',
  LABEL_PRIVILEGE_CODE_DEFAULT_APPLIED:
    'Le code privilège {{code}} en vigueur a été appliqué à votre panier.',
  LABEL_PRIVILEGE_CODE_DEFAULT_APPLIED_ANY:
    'Le code privilège en vigueur a été appliqué à votre panier.',

  // Order summary
  LABEL_ORDER_SUMMARY: 'Récapitulatif',
  LABEL_ORDER_SUMMARY_SUBTOTAL_one: 'Sous-total ({{count}} article)',
  LABEL_ORDER_SUMMARY_SUBTOTAL_other: 'Sous-total ({{count}} articles)',
  LABEL_ORDER_SUMMARY_DISCOUNT_CODE: 'Remise (code {{code}})',
  LABEL_ORDER_SUMMARY_SHIPPING: 'Frais de livraison',
  LABEL_ORDER_SUMMARY_SHIPPING_LATER: 'Calculés à l’étape suivante',
  LABEL_ORDER_SUMMARY_OVERSEAS: 'Supplément livraison outre-mer',
  LABEL_ORDER_SUMMARY_TOTAL: 'Total TTC',

  // Look card (mix and match, spec 2.1)
  LABEL_LOOK_SIZE: 'Taille',
  LABEL_LOOK_SIZE_OF: 'Taille de {{name}}',
  LABEL_LOOK_SIZE_PLACEHOLDER: 'Choisir une taille',
  LABEL_LOOK_SIZE_SOLD_OUT: '{{size}} – épuisé',
  LABEL_LOOK_PICK: 'Choisir cette pièce',
  LABEL_LOOK_PICK_OF: 'Choisir {{name}}',
  LABEL_LOOK_TOTAL: 'Total du look :',
  LABEL_LOOK_SELECTION_TOTAL_one: 'Votre sélection ({{count}} pièce) :',
  LABEL_LOOK_SELECTION_TOTAL_other: 'Votre sélection ({{count}} pièces) :',
  LABEL_LOOK_ADD: 'Ajouter le look au panier',
  LABEL_LOOK_ADD_SELECTION_one: 'Ajouter la pièce choisie',
  LABEL_LOOK_ADD_SELECTION_other: 'Ajouter les {{count}} pièces choisies',
  LABEL_LOOK_ADD_SELECTION_NONE: 'Ajouter les pièces choisies',
  LABEL_LOOK_ADDING: 'Ajout en cours…',
  LABEL_LOOK_SELECTION_HINT: 'Cochez les pièces de votre choix pour ne prendre qu’elles.',
  LABEL_LOOK_PIECE_SOLD_OUT:
    'Une pièce de ce look est épuisée : cochez les pièces disponibles pour les ajouter.',
};

export const commerceTranslations: TranslationSet = { fr: commerceFr, en: commerceEn };
