import type { StoreConfig } from '@vitrine/storefront';
import { DEVELOPMENT_APP_KEY, STORES } from '@vitrine/storefront/stores';

/**
 * The French store. The only place this app reads its environment: VITE_APP_KEY, the API's
 * application key, required by a production build (@vitrine/storefront/vite fails it without);
 * the development key in development.
 */
// Vite defines import.meta.env in the app; it is absent when vite.config.ts reads this file in Node.
const env = (import.meta.env as ImportMetaEnv | undefined) ?? { VITE_APP_KEY: undefined };

export const storeConfig: StoreConfig = {
  segment: STORES.fr.segment,
  locale: STORES.fr.locale,
  language: 'fr',
  currency: STORES.fr.currency,
  apiOrigin: '',
  appKey: env.VITE_APP_KEY ?? DEVELOPMENT_APP_KEY,
  brandName: 'Vitrine',
  slugs: {
    productSitemap: 'plan-de-site-produits.html',
    categorySitemap: 'plan-de-site-categories.html',
    privacyPolicy: 'donnees-personnelles-cookies',
    directOrder: 'commande_directe',
    help: 'aide',
    deliveryAndReturns: 'livraison-et-retours',
    search: STORES.fr.searchSlug,
  },
  features: { mixAndMatch: false, personalAccount: false, instalmentsMessage: true },
  socialLinks: [
    { network: 'facebook', href: 'https://www.facebook.com/vitrine.fr' },
    { network: 'instagram', href: 'https://www.instagram.com/vitrine.fr' },
    { network: 'pinterest', href: 'https://www.pinterest.fr/vitrine' },
  ],
};
