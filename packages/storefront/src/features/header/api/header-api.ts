import type { Menu, SiteContentFeed, SuggestResponse } from '@vitrine/api-client';
import { storeApi } from '../../../app/api.js';

/** The header's server data: the mega menu, the site content feed and the autocomplete. */
export const headerApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getMenu: build.query<Menu, void>({
      query: () => (client) => client.catalogue.menu(),
      keepUnusedDataFor: 3600,
    }),
    getSiteContent: build.query<SiteContentFeed, void>({
      query: () => (client) => client.catalogue.siteContent(),
      keepUnusedDataFor: 3600,
    }),
    getSuggestions: build.query<SuggestResponse, string>({
      query: (text) => (client) => client.catalogue.suggest(text),
    }),
  }),
});

export const { useGetMenuQuery, useGetSiteContentQuery, useGetSuggestionsQuery } = headerApi;
