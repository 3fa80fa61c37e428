import { defineTranslations } from '../i18n/translations.js';

export const searchTranslations = defineTranslations({
  fr: {},
  en: {},
});
