import type { NoResultFeed } from '@vitrine/api-client';
import { storeApi } from '../app/api.js';

/** The no-result content feed: the not-found page's and the empty search's carousels. */
export const noResultApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getNoResultContent: build.query<NoResultFeed, void>({
      query: () => (client) => client.catalogue.noResultContent(),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetNoResultContentQuery } = noResultApi;

/** The titles and cards of the two carousels (zones 1 and 2, titles in the header attributes). */
export function noResultCarousels(feed: NoResultFeed | undefined) {
  const attributes = feed?.Header.Controls[0]?.Attributes ?? {};
  const zoneCards = (zoneId: number) =>
    feed?.Zones.find((zone) => zone.ZoneId === zoneId)?.Controls.flatMap((c) => c.Actions) ?? [];
  return {
    firstTitle: attributes.title,
    secondTitle: attributes.secondTitle,
    first: zoneCards(1),
    second: zoneCards(2),
  };
}
