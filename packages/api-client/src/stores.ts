import type { Currency, StoreLocale } from '@vitrine/validation';
import type { StoreSegment } from './contract/common.js';

/** What every part of the system knows of a store: the facts the apps, server and tests share. */
export interface StoreDescriptor {
  /** The URL segment: the store lives under /{segment}/, its API under /{segment}/api. */
  segment: StoreSegment;
  locale: StoreLocale;
  currency: Currency;
  /** The search page's path word: /Recherche/{term} in French, /Search/{term} in English. */
  searchSlug: 'Recherche' | 'Search';
}

/** The two stores one server runs: the French store in euros, the British one in pounds. */
export const STORES = {
  fr: { segment: 'fr', locale: 'fr-FR', currency: 'EUR', searchSlug: 'Recherche' },
  uk: { segment: 'uk', locale: 'en-GB', currency: 'GBP', searchSlug: 'Search' },
} as const satisfies Record<StoreSegment, StoreDescriptor>;

/**
 * The application key (spec 7) of development, tests and local builds: the server's APP_KEY and
 * the apps' VITE_APP_KEY when unset outside production. Never a deployed store's key.
 * scripts/quickstart.mjs, which runs before install, repeats it.
 */
export const DEVELOPMENT_APP_KEY = 'vitrine-dev-app-key';
