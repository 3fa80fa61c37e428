import type { TranslationSet } from './translations.js';
import { commonEn } from './common.en.i18n.js';

/** Texts shared by several groups, and the form errors of @vitrine/validation's schemas. */
export const commonFr = {
  LABEL_OK: 'OK',
  LABEL_CLOSE: 'Fermer',
  LABEL_LOADING: 'Chargement…',
  LABEL_PREVIOUS: 'Précédent',
  LABEL_NEXT: 'Suivant',
  LABEL_HOME: 'Accueil',
  LABEL_FROM: 'À partir de',
  LABEL_PRICE: 'Prix',
  LABEL_CROSSED_OUT_PRICE: 'Prix initial',
  LABEL_DISCOUNT: 'Remise',
  VALIDATION_REQUIRED: 'Ce champ est obligatoire.',
  VALIDATION_CHOICE_INVALID: 'Veuillez choisir une option de la liste.',
  VALIDATION_TEXT_TOO_LONG: 'Ce texte est trop long.',
  VALIDATION_EMAIL_INVALID: 'Veuillez saisir une adresse e-mail valide.',
  VALIDATION_EMAIL_MISMATCH: 'Les adresses e-mail ne correspondent pas.',
  VALIDATION_IDENTIFIER_INVALID: 'Saisissez votre adresse e-mail ou votre numéro client.',
  VALIDATION_PASSWORD_LENGTH: 'Le mot de passe doit contenir entre 8 et 32 caractères.',
  VALIDATION_PASSWORD_DIGIT: 'Le mot de passe doit contenir au moins un chiffre.',
  VALIDATION_PASSWORD_LOWERCASE: 'Le mot de passe doit contenir au moins une minuscule.',
  VALIDATION_PASSWORD_UPPERCASE: 'Le mot de passe doit contenir au moins une majuscule.',
  VALIDATION_PASSWORD_SPECIAL: 'Le mot de passe doit contenir au moins un caractère spécial.',
  VALIDATION_PASSWORD_MISMATCH: 'Les mots de passe ne correspondent pas.',
  VALIDATION_NAME_INVALID:
    'Lettres, apostrophes, espaces et tirets uniquement, de 2 à 38 caractères.',
  VALIDATION_ADDRESS_LINE_INVALID: 'Cette ligne doit contenir entre 2 et 32 caractères.',
  VALIDATION_CITY_INVALID: 'La ville doit contenir entre 1 et 32 caractères.',
  VALIDATION_POSTCODE_INVALID: 'Le code postal doit contenir 5 chiffres.',
  VALIDATION_POSTCODE_UNSUPPORTED_AREA: 'Nous ne livrons pas cette zone.',
  VALIDATION_MOBILE_INVALID:
    'Le numéro de mobile doit commencer par 06 ou 07 et compter 10 chiffres.',
  VALIDATION_LANDLINE_INVALID: 'Le numéro de téléphone fixe n’est pas valide.',
  VALIDATION_MOBILE_REQUIRED_FOR_SMS: 'Indiquez un numéro de mobile pour recevoir nos SMS.',
  VALIDATION_BIRTH_DATE_INVALID: 'Veuillez saisir une date de naissance valide.',
  VALIDATION_BIRTH_DATE_MINOR: 'Vous n’avez pas 18 ans.',
  VALIDATION_ORDER_NUMBER_INVALID: 'Le numéro de commande compte de 1 à 20 chiffres.',
  VALIDATION_CAPTCHA_REQUIRED: 'Veuillez cocher la case de vérification.',
  VALIDATION_TERMS_REQUIRED: 'Veuillez lire et accepter les conditions.',
  VALIDATION_PRIVILEGE_CODE_INVALID: 'Ce code privilège n’est pas valide.',
  VALIDATION_RELAY_POINT_REQUIRED: 'Veuillez choisir un point relais.',
  VALIDATION_AMOUNT_INVALID: 'Saisissez un montant entre 0 et 1 000 £.',
};

export const commonTranslations: TranslationSet = { fr: commonFr, en: commonEn };
