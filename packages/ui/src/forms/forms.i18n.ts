import type { TranslationSet } from '../i18n/translations.js';
import { formsEn } from './forms.en.i18n.js';

/** Texts of the Formik fields (their labels and the error messages come from elsewhere). */
export const formsFr = {
  LABEL_REQUIRED_FIELDS_NOTE: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  LABEL_FIELD_ERROR_PREFIX: 'Erreur\u00a0:',
  LABEL_FIELD_EXAMPLE: 'Exemple\u00a0: {{example}}',
  LABEL_SELECT_PLACEHOLDER: 'Sélectionnez une option',
  LABEL_ERROR_SUMMARY_TITLE: 'Le formulaire contient des erreurs',
  LABEL_ERROR_SUMMARY_INTRO: 'Veuillez corriger les champs suivants\u00a0:',
  LABEL_ERROR_SUMMARY_ITEM: '{{label}}\u00a0: {{message}}',
  LABEL_SUBMITTING: 'Envoi en cours…',
  LABEL_PASSWORD_SHOW: 'Afficher',
  LABEL_PASSWORD_SHOW_NAME: 'Afficher le mot de passe',
  LABEL_PASSWORD_RULES_TITLE: 'Votre mot de passe doit contenir\u00a0:',
  LABEL_PASSWORD_ADVICE_TITLE: 'Nous vous conseillons aussi\u00a0:',
  LABEL_PASSWORD_RULE_LENGTH: 'entre {{min}} et {{max}} caractères',
  LABEL_PASSWORD_RULE_DIGIT: 'au moins un chiffre',
  LABEL_PASSWORD_RULE_LOWERCASE: 'au moins une lettre minuscule',
  LABEL_PASSWORD_RULE_UPPERCASE: 'au moins une lettre majuscule',
  LABEL_PASSWORD_RULE_SPECIAL: 'au moins un caractère spécial (par exemple ! ? @ # *)',
  LABEL_PASSWORD_RULE_MET: 'respecté',
  LABEL_PASSWORD_RULE_UNMET: 'non respecté',
  LABEL_PASSWORD_RULES_PROGRESS: 'Critères du mot de passe respectés\u00a0: {{met}} sur {{total}}.',
  LABEL_PASSWORD_RULES_ALL_MET: 'Votre mot de passe respecte tous les critères.',
  LABEL_BIRTH_DATE_DAY: 'Jour',
  LABEL_BIRTH_DATE_MONTH: 'Mois',
  LABEL_BIRTH_DATE_YEAR: 'Année',
  LABEL_TERMS_SCROLL_TO_ACCEPT:
    'Faites défiler les conditions jusqu’à la fin pour pouvoir les accepter.',
  LABEL_TERMS_READ: 'Vous avez lu les conditions jusqu’au bout\u00a0: vous pouvez les accepter.',
};

export const formsTranslations: TranslationSet = { fr: formsFr, en: formsEn };
