import type { StoreSegment } from '@vitrine/api-client/contract';

/** The two stores one server runs: each its own URL segment, language, currency and search rules. */
export interface Store {
  segment: StoreSegment;
  locale: 'fr-FR' | 'en-GB';
  currency: 'EUR' | 'GBP';
  /** The text-search configuration (accents folded, then stemmed) of migration 0000. */
  searchConfig: 'fr_search' | 'en_search';
  /** The search page's path word: /Recherche/{term} in French, /Search/{term} in English. */
  searchPath: 'Recherche' | 'Search';
}

export const STORES: Record<StoreSegment, Store> = {
  fr: {
    segment: 'fr',
    locale: 'fr-FR',
    currency: 'EUR',
    searchConfig: 'fr_search',
    searchPath: 'Recherche',
  },
  uk: {
    segment: 'uk',
    locale: 'en-GB',
    currency: 'GBP',
    searchConfig: 'en_search',
    searchPath: 'Search',
  },
};
