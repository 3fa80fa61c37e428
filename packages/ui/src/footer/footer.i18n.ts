import { defineTranslations } from '../i18n/translations.js';

export const footerTranslations = defineTranslations({
  fr: {},
  en: {},
});
