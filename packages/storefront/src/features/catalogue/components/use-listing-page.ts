import {
  useGetListingQuery,
  type CatalogueListing,
  type ListingArgs,
} from '../api/catalogue-api.js';

/** What a listing page's query gives the components. */
export interface ListingPageResult {
  /** The last answer, possibly for earlier arguments while new ones load. */
  data: CatalogueListing | undefined;
  /** The answer for these arguments, once it has arrived. */
  currentData: CatalogueListing | undefined;
  error: unknown;
  /** A request for these arguments is under way (first load or retry). */
  isFetching: boolean;
  refetch: () => void;
}

/**
 * One page of a listing. `seed` is an answer already at hand (a header search's first page): it is
 * shown as is, and nothing is asked.
 */
export function useListingPage(
  args: ListingArgs,
  seed: CatalogueListing | undefined,
): ListingPageResult {
  const query = useGetListingQuery(args, { skip: seed !== undefined });
  if (seed)
    return {
      data: seed,
      currentData: seed,
      error: undefined,
      isFetching: false,
      refetch: () => undefined,
    };
  return {
    data: query.data,
    currentData: query.currentData,
    error: query.error,
    isFetching: query.isFetching,
    refetch: () => void query.refetch(),
  };
}
