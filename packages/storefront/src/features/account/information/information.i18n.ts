import type { TranslationSet } from '../../../i18n/define.js';
import { informationEn } from './information.en.i18n.js';

/** Personal information: summary, details, e-mail, password and address forms. */
export const informationFr = {
  INFORMATION_TITLE: 'Mes informations personnelles',
  // Summary
  INFORMATION_DETAILS_TITLE: 'Mes coordonnées',
  INFORMATION_NAME: 'Nom',
  INFORMATION_EMAIL: 'Adresse e-mail',
  INFORMATION_CUSTOMER_NUMBER: 'Numéro client',
  INFORMATION_NOT_GIVEN: 'Non renseigné',
  INFORMATION_EDIT_DETAILS: 'Modifier mes coordonnées',
  INFORMATION_EDIT_EMAIL: 'Modifier mon adresse e-mail',
  INFORMATION_EDIT_PASSWORD: 'Modifier mon mot de passe',
  INFORMATION_MAIN_ADDRESS_TITLE: 'Adresse principale',
  INFORMATION_EDIT_MAIN_ADDRESS: 'Modifier l’adresse principale',
  INFORMATION_SECONDARY_ADDRESS_TITLE: 'Adresse secondaire',
  INFORMATION_NO_SECONDARY_ADDRESS: 'Vous n’avez pas d’adresse secondaire.',
  INFORMATION_ADD_SECONDARY_ADDRESS: 'Ajouter une adresse secondaire',
  INFORMATION_EDIT_SECONDARY_ADDRESS: 'Modifier l’adresse secondaire',
  INFORMATION_REMOVE_SECONDARY_ADDRESS: 'Supprimer l’adresse secondaire',
  INFORMATION_REMOVE_CONFIRM_TITLE: 'Supprimer votre adresse secondaire ?',
  INFORMATION_REMOVE_CONFIRM_TEXT:
    'Elle ne vous sera plus proposée pour vos livraisons. Si votre panier devait y être livré, il le sera à votre adresse principale.',
  INFORMATION_REMOVE_CONFIRM: 'Supprimer',
  // Forms
  INFORMATION_PHONES_TITLE: 'Vos téléphones',
  INFORMATION_CURRENT_EMAIL: 'Votre adresse e-mail actuelle : {{email}}',
  INFORMATION_NEW_EMAIL_LABEL: 'Nouvelle adresse e-mail',
  INFORMATION_CONFIRM_EMAIL_LABEL: 'Confirmation de la nouvelle adresse e-mail',
  INFORMATION_CURRENT_PASSWORD_LABEL: 'Mot de passe actuel',
  INFORMATION_NEW_PASSWORD_LABEL: 'Nouveau mot de passe',
  INFORMATION_CONFIRM_PASSWORD_LABEL: 'Confirmation du nouveau mot de passe',
  INFORMATION_SAVE: 'Enregistrer',
  INFORMATION_CANCEL: 'Annuler et revenir à mes informations',
  // Outcomes of a submit (spec 8); the server's refusals by code: app/error-texts.ts
  INFORMATION_SAVED: 'Vos informations ont bien été modifiées.',
  INFORMATION_UPDATE_FAILED:
    'Votre demande n’a pas pu être prise en compte, veuillez réessayer plus tard.',
  INFORMATION_WRONG_PASSWORD: 'Le mot de passe ne correspond pas à ce compte.',
  INFORMATION_SECONDARY_ADDRESS_REMOVED: 'Votre adresse secondaire a été supprimée.',
  INFORMATION_SECONDARY_ADDRESS_OVERSEAS:
    'L’adresse secondaire n’est pas proposée aux clients résidant en outre-mer.',
};

export const informationTranslations: TranslationSet = { fr: informationFr, en: informationEn };
