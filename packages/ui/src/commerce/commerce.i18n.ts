import { defineTranslations } from '../i18n/translations.js';

export const commerceTranslations = defineTranslations({
  fr: {},
  en: {},
});
