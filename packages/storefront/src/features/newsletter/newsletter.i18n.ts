import type { TranslationSet } from '../../i18n/define.js';
import { newsletterEn } from './newsletter.en.i18n.js';

/** Newsletter pages: account preferences, public subscribe and unsubscribe. */
export const newsletterFr = {
  NEWSLETTER_PREFERENCES_TITLE: 'Mes abonnements',
  NEWSLETTER_PREFERENCES_INTRO: 'Nos newsletters et nos offres vous sont envoyées à {{email}}.',
  NEWSLETTER_MAIL_OPTION_LABEL: 'Newsletter et offres par e-mail',
  NEWSLETTER_SMS_OPTION_LABEL: 'Offres par SMS',
  NEWSLETTER_PARTNER_OPTION_LABEL: 'Offres de nos partenaires par e-mail',
  NEWSLETTER_MOBILE_LABEL: 'Téléphone portable',
  NEWSLETTER_SAVE: 'Enregistrer mes choix',
  NEWSLETTER_SUBSCRIBE_TITLE: 'Inscription à la newsletter',
  NEWSLETTER_SUBSCRIBE_INTRO:
    'Recevez nos nouveautés et nos offres : 10€ offerts sur votre première commande.',
  NEWSLETTER_SUBSCRIBE_SUBMIT: 'Je m’inscris',
  NEWSLETTER_SUBSCRIBE_MAIL_NEEDED: 'Pour recevoir la newsletter, répondez « Oui ».',
  NEWSLETTER_UNSUBSCRIBE_TITLE: 'Désinscription de la newsletter',
  NEWSLETTER_UNSUBSCRIBE_INTRO:
    'Indiquez votre adresse e-mail : vous ne recevrez plus notre newsletter.',
  NEWSLETTER_UNSUBSCRIBE_SUBMIT: 'Me désinscrire',
  NEWSLETTER_LOG_IN_LINK: 'M’identifier',
  NEWSLETTER_PREFERENCES_SAVED: 'Vos choix ont bien été enregistrés.',
  // Outcomes of a submit (spec 8)
  NEWSLETTER_UNSUBSCRIBED: 'Vous êtes désinscrit(e) de la newsletter.',
  NEWSLETTER_FAILED: 'Votre demande n’a pas été prise en compte, veuillez réessayer plus tard.',
};

export const newsletterTranslations: TranslationSet = { fr: newsletterFr, en: newsletterEn };
