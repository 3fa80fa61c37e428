import { defineTranslations } from '../i18n/translations.js';

/**
 * Texts of the commerce group: basket, checkout and product-page purchase controls. Keys ending in
 * `_one` / `_other` are i18next plurals (called with `count`).
 */
export const commerceTranslations = defineTranslations({
  fr: {
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
    LABEL_SIZE_SELECTOR_LOW_STOCK_other:
      'Plus que {{count}} articles disponibles dans cette taille',
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
  },
  en: {
    LABEL_QUANTITY_FIELD: 'Quantity',
    LABEL_QUANTITY_OF: 'Quantity of {{name}}',
    LABEL_QUANTITY_DECREASE: 'Decrease the quantity',
    LABEL_QUANTITY_DECREASE_OF: 'Decrease the quantity of {{name}}',
    LABEL_QUANTITY_INCREASE: 'Increase the quantity',
    LABEL_QUANTITY_INCREASE_OF: 'Increase the quantity of {{name}}',
    LABEL_QUANTITY_NOW: 'Quantity: {{quantity}}',
    LABEL_QUANTITY_MAX_REACHED: 'Maximum quantity available reached',

    LABEL_SIZE_SELECTOR_LEGEND: 'Size',
    LABEL_SIZE_SELECTOR_LEGEND_WITH_VALUE: 'Size: {{size}}',
    LABEL_SIZE_SELECTOR_SOLD_OUT: 'sold out',
    LABEL_SIZE_SELECTOR_LOW_STOCK_one: 'Only 1 left in this size',
    LABEL_SIZE_SELECTOR_LOW_STOCK_other: 'Only {{count}} left in this size',
    LABEL_SIZE_SELECTOR_REQUIRED: 'Please choose a size.',

    LABEL_STOCK_LEVEL_IN_STOCK: 'In stock',
    LABEL_STOCK_LEVEL_LOW_one: 'Only 1 left in stock',
    LABEL_STOCK_LEVEL_LOW_other: 'Only {{count}} left in stock',
    LABEL_STOCK_LEVEL_OUT: 'Out of stock',
    LABEL_STOCK_LEVEL_RESTOCK: 'Available from {{date}}',

    LABEL_SHIPPING_METHODS: 'Delivery method',
    LABEL_SHIPPING_GROUP_HOME: 'Home delivery',
    LABEL_SHIPPING_GROUP_RELAY: 'Collect from a pick-up point',
    LABEL_SHIPPING_METHOD_C: 'Priority home delivery',
    LABEL_SHIPPING_METHOD_CE: 'Standard home delivery',
    LABEL_SHIPPING_METHOD_RP: 'Pick-up point',
    LABEL_SHIPPING_METHOD_MLR: 'Mondial Relay pick-up point',
    LABEL_SHIPPING_METHOD_STANDARD: 'Standard delivery',
    LABEL_SHIPPING_METHOD_COMFORT: 'Comfort delivery',
    LABEL_SHIPPING_METHOD_INSTALLATION: 'Premium delivery with installation',
    LABEL_LDF_STANDARD: 'Standard delivery from our warehouse',
    LABEL_LDF_CONFORT_PREMIUM: 'Comfort or Premium delivery from our warehouse',
    LABEL_SHIPPING_DELAY_one: 'Delivered in {{count}} working day',
    LABEL_SHIPPING_DELAY_other: 'Delivered in {{count}} working days',
    LABEL_SHIPPING_DELAY_RANGE: 'Delivered in {{min}} to {{max}} working days',
    LABEL_SHIPPING_FREE: 'Free',
    LABEL_SHIPPING_UNAVAILABLE: 'Not available for this order',
    LABEL_SHIPPING_SELECTION_ERROR:
      'An error occurred when selecting the delivery method. Please try again later.',
    LABEL_RELAY_POINTS: 'Choose your pick-up point',
    LABEL_RELAY_POSTCODE: 'Postcode',
    LABEL_RELAY_SEARCH: 'Search',
    LABEL_RELAY_SEARCH_PROMPT: 'Enter a postcode to see the nearest pick-up points.',
    LABEL_RELAY_FOUND_one: '{{count}} pick-up point found',
    LABEL_RELAY_FOUND_other: '{{count}} pick-up points found',
    LABEL_RELAY_EMPTY: 'No pick-up point found near this postcode. Try a nearby postcode.',
    LABEL_RELAY_ERROR: 'We cannot show the pick-up points at the moment.',
    LABEL_RELAY_RETRY: 'Try again',
    LABEL_RELAY_DISTANCE: '{{distance}} away',
    LABEL_RELAY_OPENING_HOURS: 'Opening hours',
    LABEL_RELAY_OPENING_HOURS_OF: 'Opening hours of {{name}}',
    LABEL_RELAY_DAY: 'Day',
    LABEL_RELAY_HOURS: 'Hours',
    LABEL_RELAY_CLOSED: 'Closed',
    LABEL_RELAY_SLOT: '{{opens}} – {{closes}}',

    LABEL_PAYMENT_METHODS: 'Payment method',
    LABEL_PAYMENT_CARD: 'Debit or credit card',
    LABEL_PAYMENT_CARD_HINT: 'Visa, Mastercard, American Express',
    LABEL_PAYMENT_PAYPAL: 'PayPal',
    LABEL_PAYMENT_PAYPAL_HINT: 'Pay with your PayPal account',
    LABEL_PAYMENT_APPLE_PAY: 'Apple Pay',
    LABEL_PAYMENT_APPLE_PAY_HINT: 'Pay in one touch from your iPhone or Mac',
    LABEL_PAYMENT_ONEY: 'Pay in {{instalments}} instalments by card with Oney',
    LABEL_PAYMENT_ONEY_HINT: 'Subject to acceptance by Oney',
    LABEL_PAYMENT_PERSONAL_ACCOUNT: 'Personal account',
    LABEL_PAYMENT_PERSONAL_ACCOUNT_HINT: 'Spread the cost with your personal credit account',
    LABEL_PAYMENT_AVAILABLE_CREDIT: 'Available credit: {{amount}}',
    LABEL_PAYMENT_UNAVAILABLE: 'Currently unavailable',
    LABEL_PAYMENT_UNAVAILABLE_MIN: 'Not available for orders under {{amount}}',
    LABEL_PAYMENT_UNAVAILABLE_MAX: 'Not available for orders over {{amount}}',
    LABEL_PAYMENT_NOT_VALIDATED:
      'Your payment could not be validated. Please choose another payment method or contact our customer service.',

    LABEL_INSTALMENTS_EVEN:
      'Pay in {{instalments}} interest-free instalments of {{amount}} by card',
    LABEL_INSTALMENTS_UNEVEN:
      'Pay in {{instalments}} interest-free instalments by card: {{first}} then {{others}} × {{amount}}',

    LABEL_CART_LINE_COLOR: 'Colour: {{color}}',
    LABEL_CART_LINE_SIZE: 'Size: {{size}}',
    LABEL_CART_LINE_UNIT_PRICE: 'Unit price',
    LABEL_CART_LINE_TOTAL: 'Total',
    LABEL_CART_LINE_REMOVE: 'Remove',
    LABEL_CART_LINE_REMOVE_OF: 'Remove {{name}} from your basket',
    LABEL_CART_LINE_UPDATING: 'Updating this item…',
    LABEL_CART_LINE_ERROR: 'We could not update this item. Please try again.',

    LABEL_GIFT_CHOOSER_TITLE_one: 'Choose your gift',
    LABEL_GIFT_CHOOSER_TITLE_other: 'Choose up to {{count}} gifts',
    LABEL_GIFT_CHOOSER_OFFERED: 'Free',
    LABEL_GIFT_CHOOSER_VALUE: 'Worth {{amount}}',
    LABEL_GIFT_CHOOSER_COUNT: 'Gifts chosen: {{selected}} of {{max}}',
    LABEL_GIFT_CHOOSER_LIMIT: 'You have chosen the maximum number of gifts.',

    LABEL_PRIVILEGE_CODE: 'Privilege code',
    LABEL_PRIVILEGE_CODE_HINT: 'Up to {{max}} letters or digits',
    LABEL_PRIVILEGE_CODE_APPLY: 'Apply',
    LABEL_PRIVILEGE_CODE_APPLYING: 'Checking the code…',
    LABEL_PRIVILEGE_CODE_APPLIED: 'Code {{code}} applied',
    LABEL_PRIVILEGE_CODE_REMOVE: 'Remove',
    LABEL_PRIVILEGE_CODE_REMOVE_OF: 'Remove code {{code}}',
    LABEL_PRIVILEGE_CODE_SUCCESS: 'Your privilege code has been applied.',
    LABEL_PRIVILEGE_CODE_DEFAULT_APPLIED:
      'The current privilege code {{code}} has been applied to your basket.',
    LABEL_PRIVILEGE_CODE_DEFAULT_APPLIED_ANY:
      'The current privilege code has been applied to your basket.',

    LABEL_ORDER_SUMMARY: 'Order summary',
    LABEL_ORDER_SUMMARY_SUBTOTAL_one: 'Subtotal ({{count}} item)',
    LABEL_ORDER_SUMMARY_SUBTOTAL_other: 'Subtotal ({{count}} items)',
    LABEL_ORDER_SUMMARY_DISCOUNT_CODE: 'Discount (code {{code}})',
    LABEL_ORDER_SUMMARY_SHIPPING: 'Delivery',
    LABEL_ORDER_SUMMARY_SHIPPING_LATER: 'Calculated at the next step',
    LABEL_ORDER_SUMMARY_OVERSEAS: 'Overseas delivery supplement',
    LABEL_ORDER_SUMMARY_TOTAL: 'Total (incl. VAT)',
  },
});
