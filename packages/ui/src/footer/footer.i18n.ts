import type { TranslationSet } from '../i18n/translations.js';
import { footerEn } from './footer.en.i18n.js';

/** Texts of the site footer and its newsletter box (spec §2.4, §4). */
export const footerFr = {
  LABEL_NEWSLETTER_TITLE: 'Inscrivez-vous à notre newsletter',
  LABEL_NEWSLETTER_HIGHLIGHT: '10€ OFFERTS',
  LABEL_NEWSLETTER_TEXT:
    'sur votre première commande. Recevez en avant-première nos nouveautés, ventes privées et bons plans.',
  LABEL_NEWSLETTER_EMAIL: 'Votre adresse e-mail',
  LABEL_NEWSLETTER_EMAIL_PLACEHOLDER: 'prenom.nom@exemple.fr',
  LABEL_NEWSLETTER_SUBMIT: 'Je m’inscris',
  LABEL_NEWSLETTER_SUBMITTING: 'Inscription…',
  LABEL_NEWSLETTER_ERROR:
    'Votre inscription n’a pas pu être enregistrée. Veuillez réessayer dans quelques instants.',
  LABEL_NEWSLETTER_PRIVACY:
    'Vous pouvez vous désinscrire à tout moment depuis votre compte ou grâce au lien présent dans chacun de nos e-mails.',
  LABEL_FOOTER_REASSURANCE: 'Nos engagements',
  LABEL_FOOTER_FREE_RETURNS: 'Retours gratuits',
  LABEL_FOOTER_FREE_RETURNS_DETAIL: 'sous 30 jours',
  LABEL_FOOTER_SECURE_PAYMENT: 'Paiement sécurisé',
  LABEL_FOOTER_SECURE_PAYMENT_DETAIL: 'Carte bancaire, PayPal, Apple Pay',
  LABEL_FOOTER_CUSTOMER_SERVICE: 'Service client',
  LABEL_FOOTER_CUSTOMER_SERVICE_DETAIL: 'Nos conseillers à votre écoute',
  LABEL_FOOTER_NAVIGATION: 'Aide et informations',
  LABEL_FOOTER_FOLLOW_US: 'Suivez-nous',
  LABEL_FOOTER_FOLLOW_US_ON: 'Suivez-nous sur {{network}} (nouvel onglet)',
  LABEL_FOOTER_LEGAL: 'Informations légales',
  /** Reopens the cookie consent choices (the consent group has the rest). */
  LABEL_CONSENT_SETTINGS: 'Gérer mes cookies',
  LABEL_FOOTER_COPYRIGHT: '© {{year}} {{brand}}. Tous droits réservés.',
};

export const footerTranslations: TranslationSet = { fr: footerFr, en: footerEn };
