import { defineTranslations } from '../i18n/translations.js';

export const productTranslations = defineTranslations({
  fr: {
    LABEL_PRODUCT_PACK_OF: 'Lot de {{quantity}}',
    LABEL_PRODUCT_COLOURS: 'Coloris',
    LABEL_PRODUCT_MORE_COLOURS_one: '{{count}} autre coloris',
    LABEL_PRODUCT_MORE_COLOURS_other: '{{count}} autres coloris',
    LABEL_PRODUCT_COLOUR_UNAVAILABLE: 'indisponible',
  },
  en: {
    LABEL_PRODUCT_PACK_OF: 'Pack of {{quantity}}',
    LABEL_PRODUCT_COLOURS: 'Colours',
    LABEL_PRODUCT_MORE_COLOURS_one: '{{count}} more colour',
    LABEL_PRODUCT_MORE_COLOURS_other: '{{count}} more colours',
    LABEL_PRODUCT_COLOUR_UNAVAILABLE: 'unavailable',
  },
});
