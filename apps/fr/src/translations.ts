import type { StoreTexts } from '@vitrine/storefront';
import { frenchTexts } from '@vitrine/storefront/texts/fr';

/** The French store's texts: the storefront's, with the store's own wording over them. */
export const texts: StoreTexts = {
  own: { ...frenchTexts, META_SITE_NAME: 'Vitrine France' },
  fallback: () => import('@vitrine/storefront/texts/en').then((module) => module.englishTexts),
};
