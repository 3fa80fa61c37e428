import type { TranslationSet } from '../../../i18n/define.js';
import { paymentEn } from './payment.en.i18n.js';

/** The payment step and the order confirmation. */
export const paymentFr = {
  PAYMENT_TITLE: 'Paiement',
  PAYMENT_LOADING: 'Chargement du paiement…',
  PAYMENT_LOAD_ERROR: 'Nous ne pouvons pas afficher le paiement pour le moment.',
  PAYMENT_RETRY: 'Réessayer',
  PAYMENT_DELIVERY_TITLE: 'Votre livraison',
  PAYMENT_DELIVERY_CHANGE: 'Modifier la livraison',
  /** The server's words when the delivery is missing (shown on the delivery step). */
  PAYMENT_DELIVERY_TO_CONFIRM: 'Veuillez choisir et confirmer votre livraison avant de payer.',
  PAYMENT_METHODS_TITLE: 'Choisissez votre mode de paiement',
  PAYMENT_SUBMIT: 'Valider et payer',
  PAYMENT_LEAVING: 'Redirection vers la page de paiement sécurisé…',
  PAYMENT_NO_PERSONAL_ACCOUNT: 'Réservé aux clients titulaires d’un compte personnel',
  PAYMENT_CREDIT_TOO_LOW: 'Votre crédit disponible ne couvre pas cette commande',
  PAYMENT_APPLE_PAY_UNSUPPORTED: 'Disponible sur Safari, avec un appareil Apple compatible',
  PAYMENT_INSTALMENTS_OUT_OF_RANGE:
    'Le paiement en 3 ou 4 fois avec Oney est possible pour une commande de 100\u00a0€ à 3\u00a0000\u00a0€. Veuillez choisir un autre moyen de paiement.',
  PAYMENT_INSTALMENTS_CAPTION: 'Votre échéancier en {{count}} fois, sans frais',
  PAYMENT_INSTALMENTS_DATE: 'Date',
  PAYMENT_INSTALMENTS_AMOUNT: 'Montant',
  PAYMENT_INSTALMENTS_TODAY: 'Aujourd’hui',
  PAYMENT_CANCELLED:
    'Vous avez annulé le paiement : votre panier est intact. Choisissez un moyen de paiement pour finaliser votre commande.',
  PAYMENT_NOT_ENOUGH_STOCK:
    'Désolé, il ne reste plus assez de stock de «\u00a0{{product}}\u00a0» pour votre commande. Veuillez modifier votre panier et réessayer.',
  PAYMENT_TERMS_TITLE: 'Conditions de vérification de crédit',
  PAYMENT_TERMS_OPENING:
    'Le compte personnel vous permet de régler vos achats en plusieurs mensualités. Chaque achat réglé par ce compte est soumis à l’étude de votre dossier et à une vérification de solvabilité auprès d’une agence de référence de crédit.',
  PAYMENT_TERMS_SEARCH:
    'En acceptant ces conditions, vous nous autorisez à consulter les informations vous concernant détenues par cette agence. Cette consultation laisse une trace visible des autres prêteurs pendant douze mois.',
  PAYMENT_TERMS_REPAYMENTS:
    'Le montant de chaque mensualité dépend du solde de votre compte. Le taux annuel effectif global vous est communiqué avant toute utilisation et figure sur chacun de vos relevés.',
  PAYMENT_TERMS_WITHDRAWAL:
    'Vous disposez d’un délai de rétractation de quatorze jours calendaires à compter de l’acceptation de l’offre, sans avoir à justifier de motif ni à payer de pénalité.',
  PAYMENT_TERMS_LATE_PAYMENT:
    'Un retard de paiement peut entraîner des frais et rendre plus difficile l’obtention d’un crédit à l’avenir. En cas de difficulté, contactez notre service client le plus tôt possible.',
  PAYMENT_TERMS_DATA:
    'Vos données sont traitées pour la gestion de votre compte, la prévention de la fraude et le recouvrement. Vous pouvez exercer vos droits d’accès, de rectification et d’opposition à tout moment auprès de notre service client.',
  PAYMENT_TERMS_ACCEPT: 'J’ai lu et j’accepte les conditions de vérification de crédit',
  PAYMENT_BIRTH_DATE: 'Date de naissance',
  PAYMENT_CONFIRMATION_TITLE: 'Merci pour votre commande\u00a0!',
  PAYMENT_CONFIRMATION_NUMBER: 'Commande n°\u00a0{{number}}',
  PAYMENT_CONFIRMATION_DATE: 'Passée le {{date}}',
  PAYMENT_CONFIRMATION_MAIL: 'Vous allez recevoir un e-mail de confirmation.',
  PAYMENT_CONFIRMATION_LOADING: 'Chargement de votre commande…',
  PAYMENT_CONFIRMATION_ITEMS: 'Vos articles',
  PAYMENT_CONFIRMATION_QUANTITY: 'Quantité\u00a0: {{count}}',
  PAYMENT_CONFIRMATION_PAYMENT: 'Votre paiement',
  PAYMENT_CONFIRMATION_FOLLOW: 'Suivre ma commande',
  PAYMENT_CONFIRMATION_CONTINUE: 'Continuer mes achats',
  PAYMENT_CONFIRMATION_SIGN_IN_TITLE: 'Connectez-vous pour voir votre commande',
  PAYMENT_CONFIRMATION_SIGN_IN_TEXT:
    'Le détail d’une commande n’est visible que par le client qui l’a passée, une fois connecté.',
  PAYMENT_CONFIRMATION_UNKNOWN_TITLE: 'Commande introuvable',
  /** Spec 8, order detail not found: the server's words. */
  PAYMENT_CONFIRMATION_NOT_FOUND:
    'Une erreur est survenue lors de l’affichage du détail de votre commande. Contactez le service client si le problème persiste.',
};

export const paymentTranslations: TranslationSet = { fr: paymentFr, en: paymentEn };
