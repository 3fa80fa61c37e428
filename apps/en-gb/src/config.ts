import type { StoreConfig } from '@vitrine/storefront';
import { DEVELOPMENT_APP_KEY, listSetting, STORES } from '@vitrine/storefront/stores';

/**
 * The UK store. The only place this app reads its environment: VITE_APP_KEY, the API's
 * application key, required by a production build (@vitrine/storefront/vite fails it without);
 * the development key in development; VITE_TAG_MANAGER_CONTAINERS_UK, the store's tag-manager
 * container IDs, comma-separated (none in development); VITE_TURNSTILE_SITE_KEY and
 * VITE_RECAPTCHA_SITE_KEY, the bot challenges' site keys (unset: the sandbox widgets, decision 023).
 */
// Vite defines import.meta.env in the app; it is absent when vite.config.ts reads this file in Node.
const viteEnv = import.meta.env as ImportMetaEnv | undefined;
const env: Partial<ImportMetaEnv> = viteEnv ?? {};

export const storeConfig: StoreConfig = {
  segment: STORES.uk.segment,
  locale: STORES.uk.locale,
  language: 'en',
  currency: STORES.uk.currency,
  apiOrigin: '',
  appKey: env.VITE_APP_KEY ?? DEVELOPMENT_APP_KEY,
  brandName: 'Vitrine',
  slugs: {
    productSitemap: 'site-plan-products.html',
    categorySitemap: 'site-plan-categories.html',
    privacyPolicy: 'privacy-policy',
    directOrder: 'direct_order',
    help: 'help',
    deliveryAndReturns: 'delivery-and-returns',
    search: STORES.uk.searchSlug,
  },
  features: { mixAndMatch: false, personalAccount: true, instalmentsMessage: false },
  tagManagerContainers: listSetting(env.VITE_TAG_MANAGER_CONTAINERS_UK),
  challenges: {
    turnstileSiteKey: env.VITE_TURNSTILE_SITE_KEY,
    recaptchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY,
  },
  socialLinks: [
    { network: 'facebook', href: 'https://www.facebook.com/vitrine.uk' },
    { network: 'instagram', href: 'https://www.instagram.com/vitrine.uk' },
  ],
};
