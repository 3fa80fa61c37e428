import { defineTranslations } from '../i18n/translations.js';

/** Texts of the site footer and its newsletter box (spec §2.4, §4). */
export const footerTranslations = defineTranslations({
  fr: {
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
    LABEL_FOOTER_COPYRIGHT: '© {{year}} {{brand}}. Tous droits réservés.',
  },
  en: {
    LABEL_NEWSLETTER_TITLE: 'Sign up to our newsletter',
    LABEL_NEWSLETTER_HIGHLIGHT: '£10 OFF',
    LABEL_NEWSLETTER_TEXT:
      'plus free delivery on your first order. Be the first to hear about new arrivals, private sales and offers.',
    LABEL_NEWSLETTER_EMAIL: 'Your email address',
    LABEL_NEWSLETTER_EMAIL_PLACEHOLDER: 'name@example.co.uk',
    LABEL_NEWSLETTER_SUBMIT: 'Sign up',
    LABEL_NEWSLETTER_SUBMITTING: 'Signing up…',
    LABEL_NEWSLETTER_ERROR: 'We could not sign you up. Please try again in a few moments.',
    LABEL_NEWSLETTER_PRIVACY:
      'You can unsubscribe at any time from your account or with the link in any of our emails.',
    LABEL_FOOTER_REASSURANCE: 'Our promises',
    LABEL_FOOTER_FREE_RETURNS: 'Free returns',
    LABEL_FOOTER_FREE_RETURNS_DETAIL: 'within 30 days',
    LABEL_FOOTER_SECURE_PAYMENT: 'Secure payment',
    LABEL_FOOTER_SECURE_PAYMENT_DETAIL: 'Card, PayPal, Apple Pay',
    LABEL_FOOTER_CUSTOMER_SERVICE: 'Customer service',
    LABEL_FOOTER_CUSTOMER_SERVICE_DETAIL: 'Our advisers are here to help',
    LABEL_FOOTER_NAVIGATION: 'Help and information',
    LABEL_FOOTER_FOLLOW_US: 'Follow us',
    LABEL_FOOTER_FOLLOW_US_ON: 'Follow us on {{network}} (new tab)',
    LABEL_FOOTER_LEGAL: 'Legal information',
    LABEL_FOOTER_COPYRIGHT: '© {{year}} {{brand}}. All rights reserved.',
  },
});
