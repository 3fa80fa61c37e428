import type { StoreTexts } from '@vitrine/storefront';
import { englishTexts } from '@vitrine/storefront/texts/en';

/** The UK store's texts: the storefront's, with the store's own wording over them. */
export const texts: StoreTexts = {
  own: { ...englishTexts, META_SITE_NAME: 'Vitrine UK' },
  fallback: () => import('@vitrine/storefront/texts/fr').then((module) => module.frenchTexts),
};
