import type { TranslationSet } from '../i18n/translations.js';
import { productEn } from './product.en.i18n.js';

export const productFr = {
  LABEL_PRODUCT_PACK_OF: 'Lot de {{quantity}}',
  LABEL_PRODUCT_COLOURS: 'Coloris',
  LABEL_PRODUCT_MORE_COLOURS_one: '{{count}} autre coloris',
  LABEL_PRODUCT_MORE_COLOURS_other: '{{count}} autres coloris',
  LABEL_PRODUCT_COLOUR_UNAVAILABLE: 'indisponible',
};

export const productTranslations: TranslationSet = { fr: productFr, en: productEn };
