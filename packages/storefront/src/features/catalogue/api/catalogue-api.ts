import type { ApiClient, Listing, ListingQuery, SearchListing } from '@vitrine/api-client';
import { storeApi } from '../../../app/api.js';
import type { AppStore } from '../../../app/store.js';
import {
  currentPage,
  filtersBesidesPrice,
  LISTING_PAGE_SIZE,
  withPage,
  type ListingFilters,
} from '../listing-query.js';
import { priceQuery, priceRanges, type PriceRange } from '../price-ranges.js';

/** What a listing page lists: a category (/C-12345-slug) or the results of a search. */
export type ListingSource = { kind: 'category'; path: string } | { kind: 'search'; term: string };

export interface ListingArgs {
  source: ListingSource;
  query: ListingQuery;
}

/** A category listing, or search results with their term and correction. */
export type CatalogueListing = Listing & Partial<Pick<SearchListing, 'term' | 'correctedTerm'>>;

/** The request for one page of a listing: every caller (prefetch, pages) builds it here. */
export function listingArgs(
  source: ListingSource,
  filters: ListingFilters,
  page: number,
): ListingArgs {
  return { source, query: { ...withPage(filters, page), pageSize: LISTING_PAGE_SIZE } };
}

const fetchListing = (client: ApiClient, { source, query }: ListingArgs) =>
  source.kind === 'category'
    ? client.catalogue.listing(source.path, query)
    : client.catalogue.searchResults(source.term, query);

/** The catalogue's server data: one page of a listing, and how many products price ranges hold. */
const catalogueApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getListing: build.query<CatalogueListing, ListingArgs>({
      query: (args) => (client) => fetchListing(client, args),
    }),
    /**
     * The API gives a listing's price bounds, not counts by range: each range's count is the total
     * of the listing filtered on it (the other filters kept), one product a page.
     */
    getPriceRangeCounts: build.query<number[], ListingArgs & { ranges: readonly PriceRange[] }>({
      query:
        ({ source, query, ranges }) =>
        (client) =>
          Promise.all(
            ranges.map(async (range) => {
              const answer = await fetchListing(client, {
                source,
                query: { ...query, ...priceQuery(range), page: 1, pageSize: 1 },
              });
              return answer.total;
            }),
          ),
    }),
  }),
});

export const { useGetListingQuery, useGetPriceRangeCountsQuery } = catalogueApi;

/** The request for a listing's price ranges and their counts, from its price bounds. */
export function priceRangeCountsArgs(
  source: ListingSource,
  filters: ListingFilters,
  bounds: { min: number; max: number } | undefined,
) {
  return {
    source,
    query: filtersBesidesPrice(filters),
    ranges: priceRanges(bounds?.min ?? 0, bounds?.max ?? 0),
  };
}

/**
 * Starts what a listing page shows (a route's `prefetch`): its page of products, then its price
 * ranges' counts once the price bounds are known.
 */
export function prefetchListing(store: AppStore, source: ListingSource, filters: ListingFilters) {
  void store
    .dispatch(
      catalogueApi.endpoints.getListing.initiate(
        listingArgs(source, filters, currentPage(filters)),
        { subscribe: false },
      ),
    )
    .then(({ data }) => {
      const counts = priceRangeCountsArgs(source, filters, data?.facets.price);
      if (counts.ranges.length > 0)
        void store.dispatch(
          catalogueApi.endpoints.getPriceRangeCounts.initiate(counts, { subscribe: false }),
        );
    });
}
