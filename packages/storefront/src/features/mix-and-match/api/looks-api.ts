import type { Look } from '@vitrine/api-client';
import { storeApi } from '../../../app/api.js';
import type { AppStore } from '../../../app/store.js';

/** The mix-and-match page's server data (spec 2.1): the looks, their pieces' sizes and stock. */
const looksApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getLooks: build.query<Look[], void>({
      query: () => async (client) => (await client.catalogue.looks()).looks,
      // The pieces carry their stock: read afresh on every visit of the page.
      keepUnusedDataFor: 5,
    }),
  }),
});

export const { useGetLooksQuery } = looksApi;

/** Starts the looks while the page's code loads (the route's loader, on the server too). */
export function prefetchLooks(store: AppStore): void {
  void store.dispatch(looksApi.endpoints.getLooks.initiate(undefined, { subscribe: false }));
}
