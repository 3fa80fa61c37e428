import type { Listing } from '@vitrine/api-client';
import { storeApi } from '../../../app/api.js';
import { NEW_IN_PAGE_SIZE } from '../home-content.js';

/** The home page's own call: the newest products of a universe (the feeds are in shared/site-api). */
export const homeApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    /** A universe's newest products, by its path ('/C-10000-femme'). */
    getHomeNewIn: build.query<Listing['products'], string>({
      query: (path) => async (client) =>
        (await client.catalogue.listing(path, { sort: 'newest', pageSize: NEW_IN_PAGE_SIZE }))
          .products,
    }),
  }),
});

export const { useGetHomeNewInQuery } = homeApi;
