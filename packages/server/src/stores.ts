import { STORES as STORE_DESCRIPTORS, type StoreDescriptor } from '@vitrine/api-client';
import type { StoreSegment } from '@vitrine/api-client/contract';

/** A store as the server runs it: the shared descriptor (@vitrine/api-client) and its search. */
export interface Store extends StoreDescriptor {
  /** The text-search configuration (accents folded, then stemmed) of migration 0000. */
  searchConfig: 'fr_search' | 'en_search';
}

export const STORES: Record<StoreSegment, Store> = {
  fr: { ...STORE_DESCRIPTORS.fr, searchConfig: 'fr_search' },
  uk: { ...STORE_DESCRIPTORS.uk, searchConfig: 'en_search' },
};
