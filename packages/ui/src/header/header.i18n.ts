import { defineTranslations } from '../i18n/translations.js';

export const headerTranslations = defineTranslations({
  fr: {},
  en: {},
});
