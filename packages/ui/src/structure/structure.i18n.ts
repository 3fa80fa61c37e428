import { defineTranslations } from '../i18n/translations.js';

export const structureTranslations = defineTranslations({
  fr: {},
  en: {},
});
