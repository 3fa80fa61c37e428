import { defineTranslations } from '../i18n/translations.js';

export const navigationTranslations = defineTranslations({
  fr: {},
  en: {},
});
