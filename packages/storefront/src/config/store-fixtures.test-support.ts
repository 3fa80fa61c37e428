import type { RouteSlugs, StoreConfig } from './store-config.js';

/** The French store's route slugs, as apps/fr configures them (for tests). */
export const FRENCH_SLUGS: RouteSlugs = {
  productSitemap: 'plan-de-site-produits.html',
  categorySitemap: 'plan-de-site-categories.html',
  privacyPolicy: 'donnees-personnelles-cookies',
  directOrder: 'commande_directe',
  help: 'aide',
  deliveryAndReturns: 'livraison-et-retours',
  search: 'Recherche',
};

/** The UK store's route slugs, as apps/en-gb configures them (for tests). */
export const ENGLISH_SLUGS: RouteSlugs = {
  productSitemap: 'site-plan-products.html',
  categorySitemap: 'site-plan-categories.html',
  privacyPolicy: 'privacy-policy',
  directOrder: 'direct_order',
  help: 'help',
  deliveryAndReturns: 'delivery-and-returns',
  search: 'Search',
};

/** A consistent French store configuration (for tests). */
export const FRENCH_STORE: StoreConfig = {
  segment: 'fr',
  locale: 'fr-FR',
  language: 'fr',
  currency: 'EUR',
  apiOrigin: '',
  appKey: 'key',
  brandName: 'Vitrine',
  slugs: FRENCH_SLUGS,
  features: { mixAndMatch: true, personalAccount: false, instalmentsMessage: true },
  tagManagerContainers: [],
  socialLinks: [],
};

/** A consistent UK store configuration (for tests). */
export const ENGLISH_STORE: StoreConfig = {
  ...FRENCH_STORE,
  segment: 'uk',
  locale: 'en-GB',
  language: 'en',
  currency: 'GBP',
  slugs: ENGLISH_SLUGS,
  features: { mixAndMatch: false, personalAccount: true, instalmentsMessage: false },
  tagManagerContainers: [],
};
