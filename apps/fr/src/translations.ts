import type { TranslationOverrides } from '@vitrine/storefront';

/** The French store's own wording, over the storefront's texts. */
export const translations: TranslationOverrides = {
  fr: {
    META_SITE_NAME: 'Vitrine France',
  },
};
