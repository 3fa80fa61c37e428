import { defineTranslations } from '../i18n/translations.js';

export const productTranslations = defineTranslations({
  fr: {},
  en: {},
});
