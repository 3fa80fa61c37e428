import type { SameKeys } from '../i18n/translations.js';
import type { formsFr } from './forms.i18n.js';

/** The English texts of `formsFr`: the same keys, in the fallback language. */
export const formsEn: SameKeys<typeof formsFr> = {
  LABEL_REQUIRED_FIELDS_NOTE: 'Fields marked with an asterisk (*) are required.',
  LABEL_FIELD_ERROR_PREFIX: 'Error:',
  LABEL_FIELD_EXAMPLE: 'For example, {{example}}',
  LABEL_SELECT_PLACEHOLDER: 'Select an option',
  LABEL_ERROR_SUMMARY_TITLE: 'There is a problem',
  LABEL_ERROR_SUMMARY_INTRO: 'Please correct the following fields:',
  LABEL_ERROR_SUMMARY_ITEM: '{{label}}: {{message}}',
  LABEL_SUBMITTING: 'Sending…',
  LABEL_PASSWORD_SHOW: 'Show',
  LABEL_PASSWORD_SHOW_NAME: 'Show password',
  LABEL_PASSWORD_RULES_TITLE: 'Your password must contain:',
  LABEL_PASSWORD_ADVICE_TITLE: 'We also advise:',
  LABEL_PASSWORD_RULE_LENGTH: '{{min}} to {{max}} characters',
  LABEL_PASSWORD_RULE_DIGIT: 'at least one digit',
  LABEL_PASSWORD_RULE_LOWERCASE: 'at least one lower-case letter',
  LABEL_PASSWORD_RULE_UPPERCASE: 'at least one upper-case letter',
  LABEL_PASSWORD_RULE_SPECIAL: 'at least one special character (such as ! ? @ # *)',
  LABEL_PASSWORD_RULE_MET: 'met',
  LABEL_PASSWORD_RULE_UNMET: 'not met',
  LABEL_PASSWORD_RULES_PROGRESS: 'Password requirements met: {{met}} of {{total}}.',
  LABEL_PASSWORD_RULES_ALL_MET: 'Your password meets every requirement.',
  LABEL_BIRTH_DATE_DAY: 'Day',
  LABEL_BIRTH_DATE_MONTH: 'Month',
  LABEL_BIRTH_DATE_YEAR: 'Year',
  LABEL_TERMS_SCROLL_TO_ACCEPT: 'Scroll to the end of the terms to be able to accept them.',
  LABEL_TERMS_READ: 'You have read the terms to the end: you can now accept them.',
};
