import { defineTranslations } from '../i18n/translations.js';

export const carouselTranslations = defineTranslations({
  fr: {},
  en: {},
});
