import type { SearchResponse } from '@vitrine/api-client';
import { storeApi } from '../../../app/api.js';

/** The full search of the header (spec 4, search): where to go, with the first results. */
const searchApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    runSearch: build.query<SearchResponse, { term: string; kind: 'Search' | 'Recherche' }>({
      query:
        ({ term, kind }) =>
        (client) =>
          client.catalogue.search(term, kind),
    }),
  }),
});

export const { useLazyRunSearchQuery } = searchApi;
