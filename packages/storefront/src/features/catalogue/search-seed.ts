import type { SearchListing } from '@vitrine/api-client';
import { isRecord } from './is-record.js';
import { LISTING_PAGE_SIZE } from './listing-query.js';

/**
 * The first page of results a header search brought in the navigation state
 * (`location.state.search`), when it is this term's plain first page as this page asks for it:
 * shown at once instead of asking again. Anything else in the state is ignored.
 */
export function searchSeed(state: unknown, term: string): SearchListing | undefined {
  const search = isRecord(state) ? state.search : undefined;
  if (!isRecord(search) || !isRecord(search.facets) || !Array.isArray(search.products))
    return undefined;
  const plainFirstPage =
    search.term === term &&
    search.page === 1 &&
    search.pageSize === LISTING_PAGE_SIZE &&
    search.sort === 'relevance' &&
    typeof search.total === 'number' &&
    typeof search.title === 'string';
  return plainFirstPage ? (search as unknown as SearchListing) : undefined;
}
