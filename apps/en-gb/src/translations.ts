import type { TranslationOverrides } from '@vitrine/storefront';

/** The UK store's own wording, over the storefront's texts. */
export const translations: TranslationOverrides = {
  en: {
    META_SITE_NAME: 'Vitrine UK',
  },
};
