import type { ListingSort } from '@vitrine/api-client';
import type { FacetSelection } from '@vitrine/ui';
import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useLocation,
  useNavigate,
  type NavigateOptions,
} from 'react-router';
import { listingArgs, type CatalogueListing, type ListingSource } from '../api/catalogue-api.js';
import {
  applyFacetSelection,
  currentPage,
  currentSort,
  facetSelection,
  hasFilters,
  listingSearch,
  parseListingSearch,
  rebaseSelection,
  withoutFilters,
  withPage,
  withSort,
  type ListingFilters,
} from '../listing-query.js';
import { firstShownPage, loadMoreState, shownPages } from '../load-more.js';
import { useListingPage } from './use-listing-page.js';

/**
 * A listing's state and moves, all in the address: filters, sort and page are its query, so a
 * listing can be shared and the back button undoes a filter. Filters and sort keep the scroll
 * (the shopper is looking at them) and go back to page 1; a page link scrolls to the results.
 * `seed`, a header search's first page, stands for the plain first page.
 */
export function useListing(source: ListingSource, seed?: CatalogueListing) {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname } = location;
  const filters = useMemo(() => parseListingSearch(location.search), [location.search]);
  const latestFilters = useLatestFilters(pathname);
  const selection = useMemo(() => facetSelection(filters), [filters]);
  const sort = currentSort(filters);
  const page = currentPage(filters);
  const from = firstShownPage(location.state, page);
  const plain = !hasFilters(filters) && sort === 'relevance';
  const seedFor = (pageNumber: number) => (plain && pageNumber === 1 ? seed : undefined);
  const args = (pageNumber: number) => listingArgs(source, filters, pageNumber);
  // The first page shown carries what the whole listing shares: title, total, facets.
  const head = useListingPage(args(from), seedFor(from));
  const last = useListingPage(args(page), seedFor(page));

  const go = (next: ListingFilters, options: NavigateOptions) =>
    void navigate({ pathname, search: listingSearch(next) }, options);

  const results = useRef<HTMLElement | null>(null);
  const registerResults = useCallback((element: HTMLElement | null) => {
    results.current = element;
  }, []);
  const scrollToResults = useRef(false);
  useEffect(() => {
    // After a page link (the router has put the scroll at the top): the results' top in view.
    if (!scrollToResults.current) return;
    scrollToResults.current = false;
    results.current?.scrollIntoView({ block: 'start' });
    results.current?.focus({ preventScroll: true });
  }, [page]);

  // The page 'load more' added takes the focus once shown, so keyboard and screen reader users
  // carry on from the new products.
  const focusPage = useRef<number | null>(null);
  const claimFocus = useCallback((pageNumber: number) => {
    if (focusPage.current !== pageNumber) return false;
    focusPage.current = null;
    return true;
  }, []);

  return {
    source,
    filters,
    selection,
    sort,
    page,
    pages: shownPages(from, page),
    head,
    last,
    args,
    seedFor,
    registerResults,
    claimFocus,
    changeSelection: (next: FacetSelection) => {
      const latest = latestFilters();
      const latestSelection = facetSelection(latest);
      const rebased = rebaseSelection(selection, next, latestSelection);
      go(applyFacetSelection(latest, latestSelection, rebased), { preventScrollReset: true });
    },
    clearFilters: () => {
      go(withoutFilters(latestFilters()), { preventScrollReset: true });
    },
    changeSort: (next: ListingSort) => {
      go(withSort(latestFilters(), next), { preventScrollReset: true });
    },
    pageHref: (pageNumber: number) => `${pathname}${listingSearch(withPage(filters, pageNumber))}`,
    onPageChange: () => {
      scrollToResults.current = true;
    },
    loadMore: () => {
      focusPage.current = page + 1;
      go(withPage(filters, page + 1), {
        replace: true,
        preventScrollReset: true,
        state: loadMoreState(location.state, from),
      });
    },
  };
}

export type ListingState = ReturnType<typeof useListing>;

/**
 * The listing's filters in the router's address as it is now, read when the shopper acts. A
 * navigation renders in a transition: until the new results come, the page on screen is the one
 * before it, and a sort chosen meanwhile must keep the filter just ticked.
 */
function useLatestFilters(pathname: string): () => ListingFilters {
  const dataRouter = useContext(DataRouterContext);
  const { search } = useLocation();
  return () => {
    if (!dataRouter) return parseListingSearch(search);
    const { basename, router } = dataRouter;
    const latest = router.state.location;
    const samePage = latest.pathname === `${basename === '/' ? '' : basename}${pathname}`;
    return parseListingSearch(samePage ? latest.search : search);
  };
}
