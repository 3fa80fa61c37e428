import { defineTranslations } from '../i18n/translations.js';

export const formsTranslations = defineTranslations({
  fr: {},
  en: {},
});
