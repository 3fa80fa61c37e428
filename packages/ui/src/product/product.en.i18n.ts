import type { SameKeys } from '../i18n/translations.js';
import type { productFr } from './product.i18n.js';

/** The English texts of `productFr`: the same keys, in the fallback language. */
export const productEn: SameKeys<typeof productFr> = {
  LABEL_PRODUCT_PACK_OF: 'Pack of {{quantity}}',
  LABEL_PRODUCT_COLOURS: 'Colours',
  LABEL_PRODUCT_MORE_COLOURS_one: '{{count}} more colour',
  LABEL_PRODUCT_MORE_COLOURS_other: '{{count}} more colours',
  LABEL_PRODUCT_COLOUR_UNAVAILABLE: 'unavailable',
};
