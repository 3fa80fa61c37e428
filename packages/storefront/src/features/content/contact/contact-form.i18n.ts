import type { TranslationSet } from '../../../i18n/define.js';
import { contactFormEn } from './contact-form.en.i18n.js';

/** The contact form. */
export const contactFormFr = {
  CONTACT_FORM_TITLE: 'Écrivez-nous',
  CONTACT_FORM_INTRO: 'Notre service client vous répond par e-mail dans les meilleurs délais.',
  CONTACT_FORM_ABOUT_YOU: 'Vos coordonnées',
  CONTACT_FORM_YOUR_MESSAGE: 'Votre message',
  CONTACT_FORM_COUNTRY_LABEL: 'Pays de résidence',
  CONTACT_FORM_SUBJECT_LABEL: 'Objet de votre message',
  CONTACT_FORM_SUBJECT_ORDER: 'Ma commande',
  CONTACT_FORM_SUBJECT_DELIVERY: 'La livraison',
  CONTACT_FORM_SUBJECT_RETURN: 'Un retour ou un remboursement',
  CONTACT_FORM_SUBJECT_ACCOUNT: 'Mon compte',
  CONTACT_FORM_SUBJECT_PRODUCT: 'Un article',
  CONTACT_FORM_SUBJECT_OTHER: 'Une autre question',
  CONTACT_FORM_MESSAGE_LABEL: 'Message',
  CONTACT_FORM_ORDER_NUMBER_LABEL: 'Numéro de commande',
  CONTACT_FORM_ORDER_NUMBER_HINT: 'Facultatif : il figure dans l’e-mail de confirmation.',
  CONTACT_FORM_SUBMIT: 'Envoyer mon message',
  // Outcomes of a submit (spec 8)
  CONTACT_FORM_SENT:
    'Votre message a bien été envoyé. Notre service client vous répondra dans les meilleurs délais.',
  CONTACT_FORM_FAILED:
    'Votre message n’a pas pu être envoyé. Veuillez réessayer dans quelques instants.',
};

export const contactFormTranslations: TranslationSet = { fr: contactFormFr, en: contactFormEn };
