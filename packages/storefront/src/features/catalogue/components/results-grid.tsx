import { ProductCard, ProductGridSkeleton } from '@vitrine/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../../../app/store-context.js';
import { toCardProps } from '../../../shared/product-cards.js';
import { trackProductClick } from '../../../shared/product-tracking.js';
import { useImpressions } from '../../../shared/use-impressions.js';
import { LISTING_PAGE_SIZE } from '../listing-query.js';
import styles from './catalogue.module.css';
import { FetchError } from './fetch-error.js';
import { useListingPage } from './use-listing-page.js';
import type { ListingState } from './use-listing.js';

/** Cards in the widest grid's row: the first row's pictures load at once. */
const FIRST_ROW = 4;

export interface ResultsGridProps {
  listing: ListingState;
  pageNumber: number;
  /** The analytics list ('category:<title>' or 'search'); impressions wait until it is known. */
  listName: string | undefined;
  /** Cards the page will hold: the skeleton's size while it loads. */
  expected: number;
  /** The first page shown, at the top of the results. */
  first: boolean;
}

/**
 * One page of a listing's products: a skeleton while it loads, then the cards. Each page shown
 * is an impression (and GA4 view_item_list); a card followed is a product click (and GA4
 * select_item) with its place in the whole listing.
 */
export function ResultsGrid({ listing, pageNumber, listName, expected, first }: ResultsGridProps) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const { claimFocus } = listing;
  const result = useListingPage(listing.args(pageNumber), listing.seedFor(pageNumber));
  const shown = result.currentData;
  const listRef = useRef<HTMLUListElement>(null);

  const offset = (pageNumber - 1) * LISTING_PAGE_SIZE;
  useImpressions(listName, shown?.products, offset);
  useEffect(() => {
    if (!shown || listName === undefined) return;
    if (claimFocus(pageNumber)) listRef.current?.focus({ preventScroll: true });
  }, [shown, listName, claimFocus, pageNumber]);

  if (!shown) {
    if (result.error !== undefined && !result.isFetching)
      return <FetchError onRetry={result.refetch} />;
    return <ProductGridSkeleton count={expected} className={styles.gridGap} />;
  }

  return (
    <ul
      ref={listRef}
      tabIndex={-1}
      className={`${styles.grid} ${styles.gridGap}`}
      aria-label={t('CATALOGUE_RESULTS_PAGE', { page: pageNumber })}
    >
      {shown.products.map((card, index) => (
        <li key={card.id}>
          <ProductCard
            {...toCardProps(card, { priority: first && index < FIRST_ROW })}
            onClick={() => {
              trackProductClick(config.segment, listName ?? '', card, offset + index);
            }}
          />
        </li>
      ))}
    </ul>
  );
}
