import type { TranslationSet } from '../../i18n/define.js';
import { catalogueRequestEn } from './catalogue-request.en.i18n.js';

/** The paper catalogue request form (public and account). */
export const catalogueRequestFr = {
  CATALOGUE_REQUEST_TITLE: 'Demander un catalogue',
  CATALOGUE_REQUEST_INTRO:
    'Recevez gratuitement notre dernier catalogue chez vous : indiquez l’adresse où l’envoyer.',
  CATALOGUE_REQUEST_ABOUT_YOU: 'Vos informations',
  CATALOGUE_REQUEST_ADDRESS: 'L’adresse d’envoi',
  CATALOGUE_REQUEST_SUBMIT: 'Recevoir le catalogue',
  CATALOGUE_REQUEST_LOG_IN_LINK: 'M’identifier pour demander le catalogue',
  // Outcomes of a submit (spec 8)
  CATALOGUE_REQUEST_SENT: 'Votre demande a bien été envoyée !',
  CATALOGUE_REQUEST_FAILED: 'Une erreur est survenue !',
};

export const catalogueRequestTranslations: TranslationSet = {
  fr: catalogueRequestFr,
  en: catalogueRequestEn,
};
