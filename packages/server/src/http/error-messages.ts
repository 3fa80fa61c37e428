import {
  CART_QUANTITY_MAX,
  type ErrorCode,
  type ErrorParams,
  type StoreSegment,
} from '@vitrine/api-client/contract';

/** The language of an error answer: the store's (French under /fr, English under /uk). */
export type MessageLanguage = 'fr' | 'en';

type Text = string | ((params: ErrorParams) => string);

/**
 * What each error code says, in each store's language (spec 8's English texts word for word,
 * spelling included; where the spec gives none, ours). The stores show their own text for the
 * code; this is for every other reader of the API.
 */
const MESSAGES: Record<ErrorCode, Record<MessageLanguage, Text>> = {
  'request.invalid': {
    fr: 'La requête n’est pas valide.',
    en: 'The request is not valid.',
  },
  'request.invalid_json': {
    fr: 'Le corps de la requête n’est pas un JSON valide.',
    en: 'The request body is not valid JSON.',
  },
  'request.too_deeply_nested': {
    fr: 'La requête est trop profondément imbriquée.',
    en: 'The request is too deeply nested.',
  },
  'request.unstorable_text': {
    fr: 'Le texte doit être de l’Unicode valide, sans caractère NUL.',
    en: 'Text must be valid Unicode, without NUL characters.',
  },
  'request.too_large': {
    fr: 'La requête est trop volumineuse.',
    en: 'The request is too large.',
  },
  'request.unsupported_media_type': {
    fr: 'Ce type de contenu n’est pas accepté : envoyez du JSON.',
    en: 'This content type is not accepted: send JSON.',
  },
  'request.no_route': {
    fr: 'Cette adresse n’existe pas.',
    en: 'There is nothing at this address.',
  },
  'request.app_key_required': {
    fr: 'Une clé d’application valide est requise.',
    en: 'A valid application key is required.',
  },
  'request.too_many': {
    fr: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
    en: 'Too many attempts. Please wait a few minutes and try again.',
  },
  'server.error': { fr: 'Une erreur est survenue.', en: 'An error has occurred.' },
  'server.unavailable': {
    fr: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    en: 'The service is unavailable for a moment. Please try again shortly.',
  },
  'server.app_not_built': {
    fr: 'Cette boutique n’est pas construite sur ce serveur.',
    en: 'This store is not built on this server.',
  },
  'auth.required': {
    fr: 'Veuillez vous identifier pour continuer.',
    en: 'Please log in to continue.',
  },
  'auth.invalid_login': {
    fr: 'Votre adresse e-mail ou votre mot de passe est incorrect. Veuillez réessayer.',
    en: 'Your email address or password is incorrect. Please try again.',
  },
  'auth.invalid_customer_number_login': {
    fr: 'Votre numéro client, votre nom ou votre mot de passe est incorrect. Veuillez réessayer.',
    en: 'Your customer number, surname or password is incorrect. Please try again.',
  },
  'auth.bot_challenge_failed': {
    fr: 'Nous n’avons pas pu vérifier que vous n’êtes pas un robot. Veuillez recharger la page et réessayer.',
    en: 'We could not check that you are not a robot. Please reload the page and try again.',
  },
  'auth.bot_challenge_unavailable': {
    fr: 'La vérification anti-robot est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    en: 'The check that you are not a robot is unavailable for a moment. Please try again shortly.',
  },
  'auth.wrong_current_password': {
    fr: 'Le mot de passe ne correspond pas à ce compte.',
    en: "The password doesn't match this account.",
  },
  'account.email_taken': {
    fr: 'Votre adresse e-mail est déjà associée à un compte.',
    en: 'Your email address is already associated with an account.',
  },
  'account.log_in_first': {
    fr: 'Votre adresse e-mail est déjà associée à un compte. Veuillez d’abord vous identifier.',
    en: 'Your email address is already associated with an account. Please log in first.',
  },
  'account.not_found': {
    fr: 'Aucun compte n’est associé à cette adresse e-mail.',
    en: 'There is no account associated with this email address.',
  },
  'account.reset_link_expired': {
    fr: 'Le lien a expiré. Veuillez cliquer sur « Mon compte » puis « Mot de passe oublié ? » pour réinitialiser votre mot de passe.',
    en: "The link has expired. Please click on 'My Account' then 'Forgotten password?' to reset your password.",
  },
  'account.no_secondary_address_overseas': {
    fr: 'L’adresse secondaire n’est pas proposée aux clients résidant en outre-mer.',
    en: 'An alternative address is not available for customers living overseas.',
  },
  'form.invalid': {
    fr: 'Certains champs ne sont pas valides.',
    en: 'Some fields are not valid.',
  },
  'form.minor_birth_date': { fr: 'Vous n’avez pas 18 ans.', en: 'You are not 18 years old.' },
  'catalogue.product_not_found': { fr: 'Produit introuvable.', en: 'Product not found.' },
  'catalogue.category_not_found': { fr: 'Catégorie introuvable.', en: 'Category not found.' },
  'content.page_not_found': { fr: 'Page introuvable.', en: 'Page not found.' },
  'media.image_not_found': { fr: 'Image introuvable.', en: 'Image not found.' },
  'cart.line_not_found': {
    fr: 'Cet article n’est plus dans votre panier.',
    en: 'This item is no longer in your basket.',
  },
  'cart.quantity_cap': {
    fr: `Vous pouvez commander ${String(CART_QUANTITY_MAX)} exemplaires au plus d’un même article.`,
    en: `You can order at most ${String(CART_QUANTITY_MAX)} of the same item.`,
  },
  'cart.stock_limit': {
    fr: ({ stock = 0 }) =>
      stock > 0
        ? `Plus que ${String(stock)} en stock dans cette taille.`
        : 'Cette taille est épuisée.',
    en: ({ stock = 0 }) =>
      stock > 0
        ? `Only ${String(stock)} left in stock for this size.`
        : 'This size is out of stock.',
  },
  'cart.offer_not_found': { fr: 'Cette offre n’existe pas.', en: 'This offer does not exist.' },
  'cart.gift_not_in_offer': {
    fr: 'Ce cadeau ne fait pas partie de l’offre.',
    en: 'This gift is not part of the offer.',
  },
  'cart.offer_not_reached': {
    fr: 'Votre panier n’atteint pas encore le montant de cette offre.',
    en: 'Your basket does not reach the amount of this offer yet.',
  },
  'cart.empty': { fr: 'Votre panier est vide.', en: 'Your basket is empty.' },
  'delivery.main_address_required': {
    fr: 'Veuillez d’abord ajouter votre adresse principale à votre compte.',
    en: 'Please add your main address to your account first.',
  },
  'delivery.selection_failed': {
    fr: 'Une erreur est survenue lors de la sélection du mode de livraison. Veuillez réessayer plus tard.',
    en: 'An error occurred when selecting the delivery method. Please try again later.',
  },
  'delivery.not_validated': {
    fr: 'Veuillez choisir et confirmer votre livraison avant de payer.',
    en: 'Please choose and confirm your delivery before paying.',
  },
  'delivery.area_not_delivered': {
    fr: 'Nous ne livrons pas cette zone.',
    en: 'We do not deliver this area.',
  },
  'order.not_found': {
    fr: 'Une erreur est survenue lors de l’affichage du détail de votre commande. Veuillez contacter le service client si le problème persiste.',
    en: 'An error occurred while displaying the details of your order. Please contact customer service if the problem persists.',
  },
  'order.not_enough_stock': {
    fr: ({ product = '' }) =>
      `Désolé, il ne reste plus assez de stock de « ${product} » pour votre commande. Veuillez modifier votre panier et réessayer.`,
    en: ({ product = '' }) =>
      `Sorry, there is not enough stock left of “${product}” for your order. Please change your basket and try again.`,
  },
  'payment.not_validated': {
    fr: 'Votre paiement n’a pas été validé. Veuillez choisir un autre moyen de paiement ou contacter le service client si le problème persiste.',
    en: 'Your payment has not been validated. Please choose another payment method or contact customer service if the problem persists.',
  },
  'payment.not_found': { fr: 'Paiement introuvable.', en: 'Payment not found.' },
  'payment.credit_too_low': {
    fr: 'Le crédit disponible sur votre compte personnel ne couvre pas cette commande. Veuillez choisir un autre moyen de paiement ou contacter le service client.',
    en: 'The credit available on your personal account does not cover this order. Please choose another payment method or contact customer service.',
  },
  'payment.instalments_out_of_range': {
    fr: 'Le paiement en 3 ou 4 fois avec Oney est possible pour une commande de 100 € à 3 000 €. Veuillez choisir un autre moyen de paiement.',
    en: 'Paying in 3 or 4 instalments with Oney is possible for orders from €100 to €3,000. Please choose another payment method.',
  },
  'personal_account.not_in_store': {
    fr: 'Le compte personnel n’est proposé que sur la boutique britannique.',
    en: 'The personal account is only offered in the UK store.',
  },
  'personal_account.none': {
    fr: 'Vous n’avez pas de compte personnel.',
    en: 'You do not have a personal account.',
  },
  'personal_account.amount_over_balance': {
    fr: 'Vous ne pouvez pas payer plus que ce que vous devez.',
    en: 'You cannot pay more than you owe.',
  },
};

/** The code's message in `language`, written with the error's values. */
export function errorMessage(
  code: ErrorCode,
  language: MessageLanguage,
  params: ErrorParams = {},
): string {
  const text = MESSAGES[code][language];
  return typeof text === 'string' ? text : text(params);
}

/** The language of a store's texts. */
export const storeLanguage = (segment: StoreSegment): MessageLanguage =>
  segment === 'fr' ? 'fr' : 'en';

/** The language of the store a request is for: French under /fr, English under /uk and elsewhere. */
export const languageOfUrl = (url: string): MessageLanguage =>
  /^\/fr(?:[/?]|$)/.test(url) ? 'fr' : 'en';
