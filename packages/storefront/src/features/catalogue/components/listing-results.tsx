import { EmptyState, FacetFilters, Pagination } from '@vitrine/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { priceRangeCountsArgs, useGetPriceRangeCountsQuery } from '../api/catalogue-api.js';
import { EXPANDED_FACETS, listingFacets, type FacetLabels } from '../facets.js';
import { hasFilters, LISTING_PAGE_SIZE } from '../listing-query.js';
import styles from './catalogue.module.css';
import { ResultsGrid } from './results-grid.js';
import { SortSelect } from './sort-select.js';
import type { ListingState } from './use-listing.js';
import { useNumberFormat } from './use-number-format.js';

export interface ListingResultsProps {
  listing: ListingState;
  /** The analytics list ('category:<title>' or 'search'), once known. */
  listName: string | undefined;
}

/** The price ranges of a listing and their counts, the other filters applied. */
function usePriceFacet(listing: ListingState) {
  const bounds = listing.head.data?.facets.price;
  const min = bounds?.min;
  const max = bounds?.max;
  const args = useMemo(
    () =>
      priceRangeCountsArgs(
        listing.source,
        listing.filters,
        min === undefined || max === undefined ? undefined : { min, max },
      ),
    [listing.source, listing.filters, min, max],
  );
  const counts = useGetPriceRangeCountsQuery(args, { skip: args.ranges.length === 0 });
  // The last counts stay while new ones load: the group keeps its place and its state.
  return { ranges: args.ranges, counts: counts.data, total: listing.head.currentData?.total ?? 0 };
}

/**
 * A listing's body: the filters (a sidebar on desktop, a drawer on phones, from the kit), the
 * sort, the pages of products, then the ways on.
 *
 * Paging: page links everywhere (crawlable, shareable, and the back button knows them); below
 * 992 px a 'load more' button comes first, as scrolling on is what phones do: it appends the next
 * page in place (the address then names it, see load-more.ts) and the links stay under it.
 */
export function ListingResults({ listing, listName }: ListingResultsProps) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const { head, last, page, pages, filters, selection, registerResults } = listing;
  const current = head.currentData;
  const price = usePriceFacet(listing);
  const labels: FacetLabels = {
    size: t('CATALOGUE_FACET_SIZE'),
    colour: t('CATALOGUE_FACET_COLOUR'),
    price: t('CATALOGUE_FACET_PRICE'),
    brand: t('CATALOGUE_FACET_BRAND'),
    availability: t('CATALOGUE_FACET_AVAILABILITY'),
    inStockOnly: t('CATALOGUE_FACET_IN_STOCK'),
  };
  const facets = head.data ? listingFacets(head.data.facets, selection, labels, price) : [];
  // A page holds a full page of products, the last one what remains.
  const expected = (pageNumber: number) =>
    current
      ? Math.max(
          1,
          Math.min(LISTING_PAGE_SIZE, current.total - (pageNumber - 1) * LISTING_PAGE_SIZE),
        )
      : LISTING_PAGE_SIZE;

  const body = () => {
    if (current?.total === 0)
      return hasFilters(filters) ? (
        <EmptyState
          title={t('CATALOGUE_NO_MATCH_TITLE')}
          text={t('CATALOGUE_NO_MATCH_TEXT')}
          action={{ label: t('CATALOGUE_CLEAR_FILTERS'), onClick: listing.clearFilters }}
        />
      ) : (
        <EmptyState
          title={t('CATALOGUE_EMPTY_TITLE')}
          text={t('CATALOGUE_EMPTY_TEXT')}
          action={{ href: '/' }}
        />
      );
    if (current?.products.length === 0)
      return (
        <EmptyState
          title={t('CATALOGUE_PAGE_GONE_TITLE')}
          text={t('CATALOGUE_PAGE_GONE_TEXT')}
          action={{ label: t('CATALOGUE_FIRST_PAGE'), href: listing.pageHref(1) }}
        />
      );
    return (
      <>
        {pages.map((pageNumber, index) => (
          <ResultsGrid
            key={pageNumber}
            listing={listing}
            pageNumber={pageNumber}
            listName={listName}
            expected={expected(pageNumber)}
            first={index === 0}
          />
        ))}
        {current && page < current.pageCount && (
          <div className={styles.more}>
            <p className={styles.seen}>
              {t('CATALOGUE_SEEN', {
                seen: number(page * LISTING_PAGE_SIZE),
                total: number(current.total),
              })}
            </p>
            <button
              type="button"
              className={styles.moreButton}
              disabled={!last.currentData}
              onClick={listing.loadMore}
            >
              {t('CATALOGUE_LOAD_MORE')}
            </button>
          </div>
        )}
        {current && (
          <Pagination
            page={page}
            pageCount={current.pageCount}
            hrefForPage={listing.pageHref}
            onPageChange={listing.onPageChange}
            className={styles.pagination}
          />
        )}
      </>
    );
  };

  return (
    <div className={styles.layout}>
      <div className={styles.filters}>
        {facets.length > 0 && (
          <FacetFilters
            facets={facets}
            selection={selection}
            onChange={listing.changeSelection}
            resultCount={current?.total}
            defaultExpandedIds={[...EXPANDED_FACETS, ...Object.keys(selection)]}
          />
        )}
      </div>
      <div className={styles.toolbar}>
        <SortSelect value={listing.sort} onChange={listing.changeSort} />
      </div>
      <section
        ref={registerResults}
        tabIndex={-1}
        aria-label={t('CATALOGUE_RESULTS')}
        aria-busy={!current}
        className={styles.results}
      >
        {body()}
      </section>
    </div>
  );
}
