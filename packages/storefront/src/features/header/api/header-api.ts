import type { SuggestResponse } from '@vitrine/api-client';
import { storeApi } from '../../../app/api.js';

/** The header's own call: the autocomplete. */
const headerApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getSuggestions: build.query<SuggestResponse, string>({
      query: (text) => (client) => client.catalogue.suggest(text),
    }),
  }),
});

export const { useGetSuggestionsQuery } = headerApi;
