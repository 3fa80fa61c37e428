import { ApiError } from '@vitrine/api-client';
import { storeApi } from '../../../app/api.js';
import type { AppStore } from '../../../app/store.js';

/**
 * A category's internal-linking block (spec 7.5, /html/maillagebloc-{identifier}.html), the
 * identifier being the category's 5-digit id (docs/decisions/021). A category without one (the
 * API answers 404) has `null`: no block, and no failure of the page.
 */
const linkingBlockApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getLinkingBlock: build.query<string | null, string>({
      query: (categoryId) => async (client) => {
        try {
          return await client.content.internalLinking(categoryId);
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
    }),
  }),
});

export const { useGetLinkingBlockQuery } = linkingBlockApi;

/** Starts a category's block with its listing (the page's prefetch): the server renders it. */
export function prefetchLinkingBlock(store: AppStore, categoryId: string) {
  void store.dispatch(
    linkingBlockApi.endpoints.getLinkingBlock.initiate(categoryId, { subscribe: false }),
  );
}
